import type { Page } from '@playwright/test';

/** WCAG 2.5.5: a target a finger can hit is at least 44 × 44 CSS px. */
export const MIN_TARGET = 44;

export interface SmallTarget {
  /** What a screen reader would call it, near enough: its label or its text. */
  name: string;
  width: number;
  height: number;
  /** Something else is drawn over the middle of it. */
  coveredBy?: string;
}

/**
 * Every visible control on the page whose area a finger hits is under 44 × 44 CSS px, and how
 * many controls were measured.
 *
 * The area is measured by hit-testing, not read off the element's box: from the middle of the
 * control, outward along its horizontal and its vertical line, each point counts while the
 * browser would deliver a tap there to the control (its padding, a pseudo-element that enlarges
 * it, or a label of it). A checkbox or radio counts with its label; a label for a hidden file
 * input counts as the control it is.
 *
 * `within` limits it to part of the page (a popover open over a screen that was measured alone).
 *
 * Exempt, as WCAG 2.5.5 and 2.5.8 exempt them: a link inside a sentence of text (an inline link
 * among other words), whose size the line of text sets.
 */
export async function smallTouchTargets(
  page: Page,
  within = 'body',
): Promise<{ measured: number; small: SmallTarget[] }> {
  return page.evaluate(
    ([min, scope]) => {
      const SELECTOR = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        'label',
        '[role="button"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="link"]',
        '[role="menuitem"]',
        '[role="option"]',
      ].join(',');
      // Far enough for any control on a screen; the scan stops where the control ends.
      const REACH = 1000;

      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        // 1 px boxes are the visually-hidden kind (for screen readers, or a file input's).
        return (
          box.width > 1 &&
          box.height > 1 &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          // Behind an open dialog: not reachable until the dialog closes.
          !el.closest('[aria-hidden="true"], [inert]')
        );
      };

      const isBlock = (el: Element) => {
        const display = getComputedStyle(el).display;
        return display !== 'inline' && display !== 'contents';
      };

      /** A link that is one inline run of words among others in its paragraph. */
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A' || isBlock(el)) return false;
        let block = el.parentElement;
        while (block && !isBlock(block)) block = block.parentElement;
        const around = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return around.length > own.length;
      };

      const text = (el: Element | null | undefined) =>
        (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

      /** The <label>s of a form control (inputs, selects, buttons…); none for anything else. */
      const labelsOf = (el: Element): Element[] =>
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLButtonElement
          ? [...(el.labels ?? [])]
          : [];

      const nameOf = (el: Element): string => {
        const label = el.getAttribute('aria-label');
        if (label) return label;
        const labelledBy = el.getAttribute('aria-labelledby');
        if (labelledBy) {
          return labelledBy
            .split(/\s+/)
            .map((id) => text(document.getElementById(id)))
            .join(' ');
        }
        const labels = labelsOf(el);
        const own = labels.map(text).join(' ') || text(el) || el.getAttribute('title') || '';
        const what =
          el.getAttribute('role') ??
          (el instanceof HTMLInputElement ? `input ${el.type}` : el.tagName.toLowerCase());
        return `${own.slice(0, 60)} [${what}]`;
      };

      /** The elements a tap at a point goes to that count as this control. */
      const partsOf = (el: Element): Element[] => {
        const labels = labelsOf(el);
        const control = el instanceof HTMLLabelElement ? el.control : null;
        return [el, ...labels, ...(control ? [control] : [])];
      };

      const hits = (parts: Element[], x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && parts.some((part) => part === hit || part.contains(hit));
      };

      const reach = (parts: Element[], x: number, y: number, dx: number, dy: number) => {
        let n = 0;
        while (n < REACH && hits(parts, x + dx * (n + 1), y + dy * (n + 1))) n += 1;
        return n;
      };

      const root = document.querySelector(scope);
      if (!root) throw new Error(`Nothing on the page matches ${scope}`);
      const candidates = [...root.querySelectorAll(SELECTOR)].filter((el) => {
        if (!shown(el) || inSentence(el)) return false;
        // A label counts only for a control not drawn itself (a file input behind a button-like
        // label); a shown control is measured together with its labels.
        if (el instanceof HTMLLabelElement) return el.control !== null && !shown(el.control);
        return true;
      });

      const small: SmallTarget[] = [];
      for (const el of candidates) {
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const parts = partsOf(el);
        const hitAtMiddle = hits(parts, x, y);
        if (hitAtMiddle && box.width >= min && box.height >= min) continue;
        if (!hitAtMiddle) {
          const over = document.elementFromPoint(x, y);
          small.push({
            name: nameOf(el),
            width: Math.round(box.width),
            height: Math.round(box.height),
            coveredBy: over ? nameOf(over) : 'nothing (off screen)',
          });
          continue;
        }
        const width = reach(parts, x, y, -1, 0) + 1 + reach(parts, x, y, 1, 0);
        const height = reach(parts, x, y, 0, -1) + 1 + reach(parts, x, y, 0, 1);
        if (width < min || height < min) small.push({ name: nameOf(el), width, height });
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      return { measured: candidates.length, small };
    },
    [MIN_TARGET, within] as const,
  );
}

/** 'Mark all read [button]: 118×36'. */
export function describeTarget(target: SmallTarget): string {
  const size = `${target.width}×${target.height}`;
  return target.coveredBy
    ? `${target.name}: ${size}, covered by ${target.coveredBy}`
    : `${target.name}: ${size}`;
}
