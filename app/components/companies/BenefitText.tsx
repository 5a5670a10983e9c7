import type { Benefit } from "#contract/profiles";
import { benefitGlyph } from "~/components/company/benefit-icons";

/** A benefit as workers read it, on the company's page and in the company's own list: icon, title, description. */
export function BenefitText({ benefit }: { benefit: Pick<Benefit, "icon" | "title" | "description"> }) {
  return (
    <span>
      <strong>
        {benefit.icon ? <span aria-hidden="true">{benefitGlyph(benefit.icon)} </span> : null}
        {benefit.title}
      </strong>
      {benefit.description ? (
        <>
          <br />
          {benefit.description}
        </>
      ) : null}
    </span>
  );
}
