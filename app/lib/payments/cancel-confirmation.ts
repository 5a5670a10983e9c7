/**
 * The box the cancel form must carry ticked (docs/payments.md#cancelling-and-resuming): the browser refuses to submit
 * without it (`required`), and the action checks it again for requests that skip the browser's check.
 */
export const CANCEL_CONFIRMATION_FIELD = "confirm";
export const CANCEL_CONFIRMATION = "yes";
