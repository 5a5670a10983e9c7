import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/lib/i18n/react";

/** The withdraw confirmation of one application: a page of its own, and the form its dialog holds. */
export function withdrawPath(applicationId: number): string {
  return `/employee/applications/${applicationId}/withdraw`;
}

interface Withdrawable {
  id: number;
  job_title: string;
  company_name: string;
}

/**
 * Withdraw asks first. Without JavaScript the link opens the confirmation page; with it, the same question in a
 * dialog over the list. Either way the POST goes to the confirmation route's action.
 */
export function WithdrawApplication({ application }: { application: Withdrawable }) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `withdraw-${application.id}-title`;
  return (
    <>
      <Link
        to={withdrawPath(application.id)}
        className="button button--small"
        aria-label={t("applications.withdrawJob", { job: application.job_title })}
        onClick={(event) => {
          if (!dialog.current) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {t("applications.withdraw")}
      </Link>
      {hydrated ? (
        <dialog ref={dialog} className="dialog" aria-labelledby={titleId}>
          <WithdrawConfirmation
            application={application}
            titleId={titleId}
            cancel={
              <button type="button" className="button" onClick={() => dialog.current?.close()}>
                {t("applications.keep")}
              </button>
            }
          />
        </dialog>
      ) : null}
    </>
  );
}

/** The question, what withdrawing means, and the two ways out. */
export function WithdrawConfirmation({
  application,
  titleId,
  cancel,
  heading: Heading = "h2",
}: {
  application: Withdrawable;
  titleId: string;
  cancel: ReactNode;
  heading?: "h1" | "h2";
}) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const action = withdrawPath(application.id);
  const withdrawing = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <>
      <Heading id={titleId}>{t("applications.confirmTitle")}</Heading>
      <p>{t("applications.confirmText", { job: application.job_title, company: application.company_name })}</p>
      <Form method="post" action={action} className="actions">
        <button type="submit" name="intent" value="withdraw" className="button button--primary" disabled={withdrawing}>
          {withdrawing ? t("applications.withdrawing") : t("applications.confirm")}
        </button>
        {cancel}
      </Form>
    </>
  );
}
