/** Files the page downloads (through a Blob URL and a link click), for CSV tests. */
export function captureDownloads(): {
  name: string;
  text: () => Promise<string>;
  bytes: () => Promise<Uint8Array>;
}[] {
  const downloads: {
    name: string;
    text: () => Promise<string>;
    bytes: () => Promise<Uint8Array>;
  }[] = [];
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
    downloads.push({
      name: this.download,
      bytes,
      text: async () => new TextDecoder().decode(await bytes()),
    });
  });
  return downloads;
}

/** jsdom lays nothing out; charts draw only in a container with a width. */
export function giveChartsRoom(width = 600) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 280,
    top: 0,
    left: 0,
    right: width,
    bottom: 280,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}
