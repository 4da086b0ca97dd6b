// Pointer drag and drop for play functions: the browser's drag events, dispatched by hand with one
// shared DataTransfer, as a real drag would send them; and files pasted from the clipboard.
import { expect, waitFor } from 'storybook/test';

function fire(type: string, element: Element, dataTransfer: DataTransfer) {
  const rect = element.getBoundingClientRect();
  element.dispatchEvent(
    new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      dataTransfer,
      clientX: rect.left + rect.width / 2,
      clientY: rect.top + rect.height / 2,
    }),
  );
}

/**
 * A DataTransfer made by script keeps `effectAllowed` and `dropEffect` at 'none' (only the
 * browser may set them during a real drag), so this one lets the page set them as it would.
 */
function scriptableDataTransfer(): DataTransfer {
  const dataTransfer = new DataTransfer();
  let effectAllowed: DataTransfer['effectAllowed'] = 'all';
  let dropEffect: DataTransfer['dropEffect'] = 'none';
  Object.defineProperty(dataTransfer, 'effectAllowed', { get: () => effectAllowed, set: (value) => (effectAllowed = value) });
  Object.defineProperty(dataTransfer, 'dropEffect', { get: () => dropEffect, set: (value) => (dropEffect = value) });
  return dataTransfer;
}

/** Starts dragging `source` and moves over `target`; returns the drag's data for `dropOn`. */
export function dragOver(source: Element, target: Element): DataTransfer {
  const dataTransfer = scriptableDataTransfer();
  fire('dragstart', source, dataTransfer);
  fire('dragenter', target, dataTransfer);
  fire('dragover', target, dataTransfer);
  return dataTransfer;
}

/** Drops the drag from `dragOver` on `target` and ends it on `source`. */
export function dropOn(source: Element, target: Element, dataTransfer: DataTransfer) {
  fire('dragover', target, dataTransfer);
  fire('drop', target, dataTransfer);
  fire('dragend', source, dataTransfer);
}

/** Drags `source` over `target`, waits until the target offers itself, and drops there. */
export async function dragOnto(source: Element, target: Element) {
  const dataTransfer = dragOver(source, target);
  await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
  dropOn(source, target, dataTransfer);
}

/**
 * Adds files as the desktop hands them over. A file added by script has no file-system entry
 * (`webkitGetAsEntry()` is null, where a real drag's or paste's file has one), and react-aria reads
 * dropped files through that entry, passing over those without; so each item reports its entry.
 */
function withFiles(dataTransfer: DataTransfer, files: readonly File[]): DataTransfer {
  for (const file of files) dataTransfer.items.add(file);
  // The list hands out a new item object on every read, so the patched ones are kept and served.
  const items = [...dataTransfer.items].map((item) =>
    Object.assign(item, { webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name: item.getAsFile()?.name ?? '' }) }),
  );
  Object.defineProperty(dataTransfer, 'items', { get: () => items });
  return dataTransfer;
}

/** Files dragged in from the desktop: enter `target` with them. */
export function dragFilesOver(target: Element, files: readonly File[]): DataTransfer {
  const dataTransfer = withFiles(scriptableDataTransfer(), files);
  fire('dragenter', target, dataTransfer);
  fire('dragover', target, dataTransfer);
  return dataTransfer;
}

export function dropFiles(target: Element, dataTransfer: DataTransfer) {
  fire('dragover', target, dataTransfer);
  fire('drop', target, dataTransfer);
}

/** Files pasted from the clipboard (copied in a file manager) while `target` has focus. */
export function pasteFiles(target: Element, files: readonly File[]) {
  const clipboardData = withFiles(new DataTransfer(), files);
  target.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true, clipboardData }));
}

/**
 * Enter pressed on a drag handle, as a keyboard sends it. user-event would add a click with no
 * pointer, which react-aria reads as a screen reader's activation and starts a virtual drag instead.
 */
export function pressEnter(element: Element) {
  for (const type of ['keydown', 'keyup']) {
    element.dispatchEvent(new KeyboardEvent(type, { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
  }
}
