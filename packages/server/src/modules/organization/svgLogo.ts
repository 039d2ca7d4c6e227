// An SVG logo is kept only as drawing (decision 123): shapes, text, gradients, filters and styles
// survive; scripts, event handlers, links, <foreignObject>, anything that loads from elsewhere
// and CSS that could (@import, url() to other than a fragment) are dropped on upload. The logo is
// also served in a sandbox (logoRoutes.ts), so a miss here still cannot run.
import { LOGO } from '@tuura/domain/limits';
import sanitizeHtml from 'sanitize-html';

const SHAPES = ['svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch'];
const DRAWING = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image'];
const TEXT = ['text', 'tspan', 'textPath'];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker'];
const FILTERS = [
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
];

// Geometry and presentation, case as SVG spells it (the parser keeps case in XML mode).
const ATTRIBUTES = [
  ...['id', 'class', 'style', 'lang', 'xml:space', 'xml:lang', 'xmlns', 'xmlns:xlink', 'version'],
  ...['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points'],
  ...['width', 'height', 'viewBox', 'preserveAspectRatio', 'transform', 'pathLength'],
  ...['href', 'xlink:href', 'offset', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust'],
  ...['gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternTransform'],
  ...['patternContentUnits', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'filterUnits'],
  ...['primitiveUnits', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient'],
  ...['in', 'in2', 'result', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type'],
  ...['stdDeviation', 'radius', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent'],
  ...['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity'],
  ...['stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray'],
  ...['stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'clip-path', 'clip-rule'],
  ...['mask', 'filter', 'stop-color', 'stop-opacity', 'flood-color', 'flood-opacity'],
  ...['font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'letter-spacing'],
  ...['word-spacing', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift'],
  ...['text-decoration', 'vector-effect', 'shape-rendering', 'image-rendering', 'paint-order'],
  ...['color-interpolation-filters', 'marker-start', 'marker-mid', 'marker-end', 'overflow'],
];

const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};
/** A reference within the document (#id), or an embedded raster image on <image>. */
const FRAGMENT = /^#[\w.:-]*$/;
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[a-z0-9+/=\s]*$/i;
/** CSS that could load something or hide what it says: a url() to other than #, @import, escapes. */
const UNSAFE_CSS =
  /url\s*\(\s*['"]?\s*[^#'"\s]|image-set\s*\(|\bsrc\s*\(|@import|expression\s*\(|\\|javascript:|[<&]/i;

function keepAttribute(tag: string, name: string, value: string) {
  if (name in NAMESPACES) return value === NAMESPACES[name];
  if (name === 'href' || name === 'xlink:href')
    return FRAGMENT.test(value) || (tag === 'image' && EMBEDDED_IMAGE.test(value));
  return !UNSAFE_CSS.test(value);
}

const OPTIONS: sanitizeHtml.IOptions = {
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  allowedTags: [...SHAPES, ...DRAWING, ...TEXT, ...PAINT, ...FILTERS, 'style'],
  allowedAttributes: { '*': ATTRIBUTES },
  // href values are judged by keepAttribute; data: is for an <image>'s embedded raster only.
  allowedSchemes: ['data'],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  allowProtocolRelative: false,
  // <style> is kept only when its CSS is plain (exclusiveFilter), so its raw text cannot break out.
  allowVulnerableTags: true,
  // What is inside these goes with them: no script text or HTML content is left behind as text.
  // A link (<a>) goes but what it wraps stays: logos are sometimes drawn inside one.
  nonTextTags: ['script', 'foreignObject', 'metadata', 'iframe', 'noscript', 'textarea'],
  selfClosing: [...DRAWING, 'stop', 'use', ...FILTERS.filter((f) => f.startsWith('fe'))],
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = Object.entries(attribs).filter(([name, value]) => keepAttribute(tagName, name, value));
      // Served as image/svg+xml, a root without the SVG namespace would not draw at all.
      const namespace: sanitizeHtml.Attributes =
        tagName === 'svg' ? { xmlns: NAMESPACES.xmlns as string } : {};
      return { tagName, attribs: { ...namespace, ...Object.fromEntries(kept) } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'style' && UNSAFE_CSS.test(frame.text),
};

/**
 * Whether an SVG opens more than LOGO.maxSvgElements elements. Every element starts with `<` and a
 * name, so this count bounds the nesting depth whatever the markup hides in comments or quotes.
 */
export function tooManySvgElements(svg: string) {
  let elements = 0;
  for (let at = svg.indexOf('<'); at !== -1; at = svg.indexOf('<', at + 1)) {
    const next = svg[at + 1];
    if (next !== '/' && next !== '!' && next !== '?' && ++elements > LOGO.maxSvgElements) return true;
  }
  return false;
}

/** The drawing kept of an uploaded SVG, or null when no <svg> root is left of it. */
export function cleanSvgLogo(svg: string): string | null {
  const clean = sanitizeHtml(svg, OPTIONS).trim();
  return /^<svg[\s>/]/.test(clean) ? clean : null;
}
