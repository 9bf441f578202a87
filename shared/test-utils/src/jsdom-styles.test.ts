import { subjectRequirements } from './jsdom-styles';

describe('subjectRequirements', () => {
  it.each([
    [':where(.css-x).ant-btn:not(.ant-btn-disabled):hover', [{ classes: ['ant-btn'] }]],
    ['.ant-form .ant-btn', [{ classes: ['ant-btn'] }]],
    ['.a > .b.c,.d ~ .e', [{ classes: ['b', 'c'] }, { classes: ['e'] }]],
    ['a:where(.css-x)[disabled]', [{ type: 'a', classes: [] }]],
    [':where(.css-x) a:focus-visible', [{ type: 'a', classes: [] }]],
    [
      'section\n  h1,\nTD.x',
      [
        { type: 'h1', classes: [] },
        { type: 'td', classes: ['x'] },
      ],
    ],
    ['[class^="ant-"] .x[data-y="a.b c, .d"]', [{ classes: ['x'] }]],
    ['.a::before', [{ classes: ['a'] }]],
    ['.ant-input::-webkit-input-placeholder', [{ classes: ['ant-input'] }]],
    ['#root .ant-col-xs-24', [{ classes: ['ant-col-xs-24'] }]],
    ['.a:nth-child(2n+1) .b', [{ classes: ['b'] }]],
  ])('%j requires %j', (selector, requirements) => {
    expect(subjectRequirements(selector)).toEqual(requirements);
  });

  it.each([
    '*',
    ':root',
    '.a, :root',
    '.a *',
    '[hidden]',
    ':where(.x) :is(.a, .b)',
    'svg|a',
    '.md\\:flex',
    '.a + ',
  ])('leaves %j to nwsapi', (selector) => {
    expect(subjectRequirements(selector)).toBeNull();
  });
});

describe('getComputedStyle with the rule skipping of jest.setup.web.ts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('finds the same rules as Element.matches', () => {
    document.body.innerHTML = `
      <div class="wrap css-x" id="root">
        <form class="ant-form"><button class="ant-btn primary" type="button"><span>ok</span></button>
          <button class="ant-btn ant-btn-disabled" disabled>no</button></form>
        <a class="link" href="#">link</a><a>bare</a>
        <ul><li class="x">one</li><li class="y x">two</li></ul>
        <svg class="icon"><path class="p"></path></svg>
        <td-like class="TD">case</td-like>
      </div>`;
    const selectors = [
      ':where(.css-x).ant-btn:not(.ant-btn-disabled)',
      '.ant-form .ant-btn',
      '.ant-btn.primary > span',
      'a:where(.link)',
      ':where(.css-x) a',
      'li.x, .icon',
      'li.y.x',
      'li:nth-child(2).x',
      'path.p',
      '.td',
      '.TD',
      '#root > form',
      '[class~="x"]',
      'button:disabled',
    ];
    const elements = Array.from(document.body.querySelectorAll('*'));
    const style = document.createElement('style');
    document.head.append(style);
    for (const selector of selectors) {
      style.textContent = `${selector} { display: none; }`;
      for (const element of elements) {
        const hidden = window.getComputedStyle(element).display === 'none';
        expect({ selector, element: element.outerHTML, hidden }).toEqual({
          selector,
          element: element.outerHTML,
          hidden: element.matches(selector),
        });
      }
    }
  });
});
