/**
 * The one corpus of hostile text the browser tests store in every free-text field the console renders.
 * Each would set `window.__xss` if it ran, and every element or attribute it could make carries
 * `data-xss-probe`, so an injection shows even where the Content-Security-Policy stops it from running.
 * An area that lands with free-text fields of its own adds them to tests/e2e/hostile-text.test.ts.
 */
export const HOSTILE_TEXTS = {
  script: `<script data-xss-probe>window.__xss='script'</script>`,
  handler: `<img src=x data-xss-probe onerror="window.__xss='img'">`,
  breakout: `"><svg data-xss-probe onload="window.__xss='svg'"></svg>`,
  link: `<a data-xss-probe href="javascript:window.__xss='link'">docs</a>`,
  markdown: `[runbook](javascript:window.__xss='markdown') **bold** <b data-xss-probe>b</b>`,
  mention: `@[Alice Admin](javascript:window.__xss='mention') please look`,
  template: `{{constructor.constructor('window.__xss="template"')()}} \${window.__xss='literal'}`,
} as const;

/** All of them in one text, for the fields that take long text (descriptions, comments). */
export const ALL_HOSTILE_TEXT = Object.values(HOSTILE_TEXTS).join(' ');

/** What a page shows of an injection: run code, probe elements, javascript: links and policy reports. */
export interface InjectionReport {
  ran: unknown;
  probes: string[];
  javascriptLinks: string[];
}

/** Runs in the page. */
export function injectionReport(): InjectionReport {
  return {
    ran: (window as unknown as { __xss?: unknown }).__xss ?? null,
    probes: [...document.querySelectorAll('[data-xss-probe]')].map((element) => element.outerHTML.slice(0, 120)),
    javascriptLinks: [...document.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      // Browsers ignore spaces and control characters inside a scheme, so `java\tscript:` counts too.
      .filter((href) => [...href].filter((ch) => ch.charCodeAt(0) > 32).join('').toLowerCase().startsWith('javascript:')),
  };
}
