/** The invite-back form (docs/forms.md): the body of `POST /companies/{uuid}/invitations/`, as the form sends it. */
export { invitationRequestSchema as InviteBackSchema } from "#contract/season";
