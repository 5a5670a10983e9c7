/**
 * html-validate's configuration for our rendered pages (tests/server/html-validity.test.ts checks every public
 * page with it; `npx html-validate page.html` uses it too).
 *
 * "standard" is the preset for conformance to the HTML specification. It leaves out the style rules of
 * "recommended" that React's output cannot follow and HTML5 does not ask for: React writes `<meta ... />`
 * (void-style), `charSet`, `autoComplete`, `dateTime` (attr-case; attribute names are case-insensitive) and
 * `required=""` (attribute-boolean-style, attribute-empty-style). Accessibility is axe's job in the browser tests.
 */
export default {
  extends: ["html-validate:standard"],
  rules: {
    // Conformance rules that "standard" leaves to other presets.
    "empty-title": "error",
    "input-attributes": "error",
    "missing-doctype": "error",
    "no-missing-references": "error",
    "no-self-closing": "error",
    // Search results cut a title longer than this; the job pages keep theirs within it.
    "long-title": ["error", { maxlength: 70 }],
    // A group of checkboxes under one name is valid HTML and sends every checked value
    // (the job filters' `employment_type=A&employment_type=B`); the rule's default only shares radio buttons.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};
