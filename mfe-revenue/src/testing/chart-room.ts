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
