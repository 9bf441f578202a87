/** A file a page downloaded through a link to a Blob (as `downloadCsv` saves one). */
export interface CapturedDownload {
  /** The link's `download` name. */
  name: string;
  blob: Blob;
  /** The file's text after its UTF-8 byte order mark, if it has one. */
  text: () => Promise<string>;
  /** True when the file starts with the UTF-8 byte order mark. */
  bom: () => Promise<boolean>;
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * Records every file the page downloads instead of saving it: jsdom has no object URLs and no
 * downloads, so URL.createObjectURL keeps the Blob and a link's click() records it. Call in a
 * beforeEach; jest.restoreAllMocks() in afterEach undoes the click spy.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href) as Blob;
    const bytes = async () => new Uint8Array(await blob.arrayBuffer());
    const hasBom = async () => {
      const head = (await bytes()).slice(0, 3);
      return BOM.every((byte, index) => head[index] === byte);
    };
    downloads.push({
      name: this.download,
      blob,
      bom: hasBom,
      text: async () => new TextDecoder().decode((await bytes()).slice((await hasBom()) ? 3 : 0)),
    });
  });
  return downloads;
}
