import { describe, expect, it } from "vitest";
import { formatFlexProblem, validateFlexContainer } from "../../shared/flex/index.ts";
import { ALL_FLEX_FIXTURES, loadFlexFixtures } from "./flex-fixtures.ts";

const problems = (container: unknown) => validateFlexContainer(container).map(formatFlexProblem);
const bubble = (body: unknown[], extra: Record<string, unknown> = {}) => ({
  type: "bubble",
  body: { type: "box", layout: "vertical", contents: body },
  ...extra,
});
const text = (props: Record<string, unknown> = {}) => ({ type: "text", text: "hi", ...props });
const image = (props: Record<string, unknown> = {}) => ({
  type: "image",
  url: "https://example.com/a.png",
  ...props,
});
const button = (action: unknown, props: Record<string, unknown> = {}) => ({
  type: "button",
  action,
  ...props,
});
const onText = (props: Record<string, unknown>) => problems(bubble([text(props)]));

describe("validateFlexContainer on real containers", () => {
  it("finds 57 corpus files and our own fixtures", () => {
    expect(loadFlexFixtures("flex-corpus")).toHaveLength(57);
    expect(loadFlexFixtures("flex-extra").length).toBeGreaterThanOrEqual(11);
  });

  it.each(ALL_FLEX_FIXTURES.map((fixture) => [fixture.name, fixture.container]))(
    "%s has no problems",
    (_, container) => {
      expect(problems(container)).toEqual([]);
    },
  );
});

describe("containers", () => {
  it("reports the path and message of the issue's example", () => {
    const carousel = {
      type: "carousel",
      contents: [bubble([]), bubble([]), bubble([text({ size: "huge" })])],
    };
    expect(validateFlexContainer(carousel)).toEqual([
      { path: "contents[2].body.contents[0].size", message: '"huge" is not one of xxs…5xl' },
    ]);
    expect(problems(carousel)).toEqual(['contents[2].body.contents[0].size: "huge" is not one of xxs…5xl']);
  });

  it.each([
    [[], ["the container must be a JSON object"]],
    [{}, ["type: is required"]],
    [{ type: "bubbel" }, ['type: "bubbel" is not one of bubble, carousel']],
    [{ type: "carousel" }, ["contents: is required"]],
    [{ type: "carousel", contents: {} }, ["contents: must be an array of bubbles"]],
    [{ type: "carousel", contents: [] }, ["contents: a carousel needs at least 1 bubble"]],
    [{ type: "carousel", contents: [bubble([]), { type: "box" }] }, ["contents[1]: must be a bubble"]],
  ])("%j → %j", (container, expected) => {
    expect(problems(container)).toEqual(expected);
  });

  it("allows 12 bubbles in a carousel, not 13", () => {
    const bubbles = (count: number) => Array.from({ length: count }, () => bubble([text()]));
    expect(problems({ type: "carousel", contents: bubbles(12) })).toEqual([]);
    expect(problems({ type: "carousel", contents: bubbles(13) })).toEqual([
      "contents: 13 bubbles; the maximum is 12",
    ]);
  });

  it("wants one bubble size across a carousel", () => {
    const carousel = { type: "carousel", contents: [bubble([]), bubble([], { size: "kilo" })] };
    expect(problems(carousel)).toEqual([
      'contents[1].size: every bubble in a carousel must have the same size (the first is "mega")',
    ]);
  });

  it("limits a bubble to 30 KB and a carousel to 50 KB of compact JSON", () => {
    const sized = (bytes: number) => {
      const shell = JSON.stringify(bubble([text({ text: "" })])).length;
      return bubble([text({ text: "x".repeat(bytes - shell) })]);
    };
    expect(JSON.stringify(sized(30_000)).length).toBe(30_000);
    expect(problems(sized(30_000))).toEqual([]);
    expect(problems(sized(30_001))).toEqual([
      "the bubble is 30001 bytes of JSON; the maximum is 30 KB (30000 bytes)",
    ]);
    const carousel = { type: "carousel", contents: [sized(20_000), sized(20_000), sized(10_001)] };
    const bytes = JSON.stringify(carousel).length;
    expect(bytes).toBeGreaterThan(50_000);
    expect(problems(carousel)).toEqual([
      `the carousel is ${bytes} bytes of JSON; the maximum is 50 KB (50000 bytes)`,
    ]);
    expect(problems({ type: "carousel", contents: [sized(30_001)] })).toEqual([
      "contents[0]: the bubble is 30001 bytes of JSON; the maximum is 30 KB (30000 bytes)",
    ]);
  });

  it("counts multi-byte characters as UTF-8 bytes", () => {
    const thai = bubble([text({ text: "ก".repeat(10_000) })]);
    expect(problems(thai)[0]).toMatch(/^the bubble is 30\d{3} bytes of JSON/);
  });
});

describe("bubbles and blocks", () => {
  it.each([
    [{ size: "tera" }, ['size: "tera" is not one of nano, micro, deca, hecto, kilo, mega, giga']],
    [{ direction: "up" }, ['direction: "up" is not one of ltr, rtl']],
    [{ header: image() }, ["header: image is not allowed in a header, body or footer block (allowed: box)"]],
    [{ hero: text() }, ["hero: text is not allowed in the hero (allowed: box, image, video)"]],
    [{ footer: "box" }, ["footer: must be an object"]],
    [
      { styles: { footer: { separatorColor: "grey" } } },
      ['styles.footer.separatorColor: "grey" is not a #RRGGBB or #RRGGBBAA colour'],
    ],
    [{ styles: { body: { separator: "yes" } } }, ["styles.body.separator: must be true or false"]],
    [
      { styles: { hero: { backgroundColor: "#12345" } } },
      ['styles.hero.backgroundColor: "#12345" is not a #RRGGBB or #RRGGBBAA colour'],
    ],
    [{ action: "open" }, ["action: must be an object"]],
  ])("%j → %j", (extra, expected) => {
    expect(problems(bubble([], extra))).toEqual(expected);
  });

  it("accepts every bubble size and an image, box or video hero", () => {
    for (const size of ["nano", "micro", "deca", "hecto", "kilo", "mega", "giga"]) {
      expect(problems(bubble([], { size, hero: image() }))).toEqual([]);
    }
    expect(problems(bubble([], { hero: { type: "box", layout: "vertical", contents: [] } }))).toEqual([]);
  });
});

describe("components", () => {
  it.each([
    [
      { type: "foo" },
      [
        'body.contents[0].type: "foo" is not one of box, button, image, video, icon, text, span, separator, filler',
      ],
    ],
    [{ text: "no type" }, ["body.contents[0].type: is required"]],
    [{ type: "box" }, ["body.contents[0].layout: is required", "body.contents[0].contents: is required"]],
    [
      { type: "box", layout: "grid", contents: [] },
      ['body.contents[0].layout: "grid" is not one of horizontal, vertical, baseline'],
    ],
    [
      { type: "box", layout: "vertical", contents: {} },
      ["body.contents[0].contents: must be an array of components"],
    ],
    [
      { type: "icon", url: "https://example.com/i.png" },
      [
        "body.contents[0]: icon is not allowed in a vertical box (allowed: box, button, image, text, separator, filler)",
      ],
    ],
    [{ type: "span", text: "x" }, ["body.contents[0]: span is only allowed in text.contents"]],
    [{ type: "text" }, ["body.contents[0].text: is required (or contents with spans)"]],
    [
      { type: "spacer", size: "huge" },
      ['body.contents[0].size: "huge" is not one of xs, sm, md, lg, xl, xxl'],
    ],
    [
      { type: "separator", color: "black" },
      ['body.contents[0].color: "black" is not a #RRGGBB or #RRGGBBAA colour'],
    ],
    [{ type: "filler", flex: 1.5 }, ["body.contents[0].flex: 1.5 must be an integer ≥ 0"]],
  ])("%j → %j", (component, expected) => {
    expect(problems(bubble([component]))).toEqual(expected);
  });

  it("allows only icon, text and filler in a baseline box", () => {
    const baseline = {
      type: "box",
      layout: "baseline",
      contents: [{ type: "box", layout: "vertical", contents: [] }, text(), { type: "filler" }],
    };
    expect(problems(bubble([baseline]))).toEqual([
      "body.contents[0].contents[0]: box is not allowed in a baseline box (allowed: icon, text, filler)",
    ]);
    const good = {
      type: "box",
      layout: "baseline",
      contents: [{ type: "icon", url: "https://example.com/i.png", size: "20px" }, text()],
    };
    expect(problems(bubble([good]))).toEqual([]);
  });

  it("allows only spans in text.contents", () => {
    const spans = { type: "text", contents: [{ type: "span", text: "a", size: "huge" }, text()] };
    expect(problems(bubble([spans]))).toEqual([
      'body.contents[0].contents[0].size: "huge" is not one of xxs…5xl',
      'body.contents[0].contents[1]: text.contents may only hold spans, not "text"',
    ]);
    expect(problems(bubble([{ type: "text", contents: "a" }]))).toEqual([
      "body.contents[0].contents: must be an array of spans",
    ]);
  });
});

describe("property values", () => {
  it.each([
    [{ size: "20px" }, []],
    [{ size: "12%" }, ['body.contents[0].size: "12%" must be xxs…5xl or px']],
    [{ weight: "heavy" }, ['body.contents[0].weight: "heavy" is not one of regular, bold']],
    [{ style: "oblique" }, ['body.contents[0].style: "oblique" is not one of normal, italic']],
    [
      { decoration: "overline" },
      ['body.contents[0].decoration: "overline" is not one of none, underline, line-through'],
    ],
    [{ align: "left" }, ['body.contents[0].align: "left" is not one of start, end, center']],
    [{ gravity: "middle" }, ['body.contents[0].gravity: "middle" is not one of top, bottom, center']],
    [{ color: "#fff" }, ['body.contents[0].color: "#fff" is not a #RRGGBB or #RRGGBBAA colour']],
    [{ color: "#FFFFFF80" }, []],
    [{ margin: "-1px" }, ['body.contents[0].margin: "-1px" must be none…xxl or px']],
    [{ margin: "huge" }, ['body.contents[0].margin: "huge" is not one of none…xxl']],
    [{ offsetTop: "-5px", offsetStart: "10%", offsetEnd: "xl" }, []],
    [{ offsetBottom: "5em" }, ['body.contents[0].offsetBottom: "5em" must be none…xxl, px or %']],
    [{ position: "fixed" }, ['body.contents[0].position: "fixed" is not one of relative, absolute']],
    [{ flex: -1 }, ["body.contents[0].flex: -1 must be an integer ≥ 0"]],
    [{ maxLines: "2" }, ['body.contents[0].maxLines: "2" must be an integer ≥ 0']],
    [{ wrap: "yes" }, ["body.contents[0].wrap: must be true or false"]],
    [{ scaling: 1 }, ["body.contents[0].scaling: must be true or false"]],
    [{ lineSpacing: "1.5" }, ['body.contents[0].lineSpacing: "1.5" must be px']],
    [{ lineSpacing: "12.5px" }, []],
    [{ adjustMode: "shrink" }, ['body.contents[0].adjustMode: "shrink" is not one of shrink-to-fit']],
    [{ text: 42 }, ["body.contents[0].text: must be a string"]],
  ])("text %j → %j", (props, expected) => {
    expect(onText(props)).toEqual(expected);
  });

  it.each([
    [{ spacing: "huge" }, ['body.contents[0].spacing: "huge" is not one of none…xxl']],
    [{ spacing: "5px", margin: "xxl", paddingAll: "10%", paddingTop: "none", paddingStart: "3.5px" }, []],
    [{ paddingEnd: "-2px" }, ['body.contents[0].paddingEnd: "-2px" must be none…xxl, px or %']],
    [{ width: "100" }, ['body.contents[0].width: "100" must be px or %']],
    [{ width: "50%", height: "40px", maxWidth: "75%", maxHeight: "100px" }, []],
    [{ maxHeight: "auto" }, ['body.contents[0].maxHeight: "auto" must be px or %']],
    [
      { borderWidth: "thick" },
      ['body.contents[0].borderWidth: "thick" is not one of none, light, normal, medium, semi-bold, bold'],
    ],
    [{ borderWidth: "semi-bold", borderColor: "#000000", cornerRadius: "xl" }, []],
    [{ cornerRadius: "50%" }, ['body.contents[0].cornerRadius: "50%" must be none…xxl or px']],
    [
      { backgroundColor: "red" },
      ['body.contents[0].backgroundColor: "red" is not a #RRGGBB or #RRGGBBAA colour'],
    ],
    [
      { justifyContent: "stretch" },
      [
        'body.contents[0].justifyContent: "stretch" is not one of center, flex-start, flex-end, space-between, space-around, space-evenly',
      ],
    ],
    [
      { alignItems: "baseline" },
      ['body.contents[0].alignItems: "baseline" is not one of center, flex-start, flex-end'],
    ],
  ])("box %j → %j", (props, expected) => {
    expect(problems(bubble([{ type: "box", layout: "vertical", contents: [], ...props }]))).toEqual(expected);
  });

  it.each([
    [{ url: undefined }, ["body.contents[0].url: is required"]],
    [
      { url: "http://example.com/a.png" },
      ['body.contents[0].url: "http://example.com/a.png" must be an https URL'],
    ],
    [
      { url: "https://example.com/a b.png" },
      ['body.contents[0].url: "https://example.com/a b.png" must be percent-encoded (it contains spaces)'],
    ],
    [
      { url: `https://example.com/${"a".repeat(1981)}` },
      ["body.contents[0].url: is 2001 characters long; the maximum is 2000"],
    ],
    [{ size: "huge" }, ['body.contents[0].size: "huge" is not one of xxs…5xl, full']],
    [
      {
        size: "full",
        aspectRatio: "1.91:1",
        aspectMode: "cover",
        backgroundColor: "#EEEEEE",
        animated: true,
      },
      [],
    ],
    [{ size: "80%" }, []],
    [
      { aspectRatio: "1:4" },
      [
        'body.contents[0].aspectRatio: "1:4": width and height must be 1…100000 and the height at most 3 × the width',
      ],
    ],
    [{ aspectRatio: "1:3" }, []],
    [
      { aspectRatio: "0:1" },
      [
        'body.contents[0].aspectRatio: "0:1": width and height must be 1…100000 and the height at most 3 × the width',
      ],
    ],
    [
      { aspectRatio: "wide" },
      ['body.contents[0].aspectRatio: "wide" must be {width}:{height}, e.g. "20:13"'],
    ],
    [{ aspectMode: "stretch" }, ['body.contents[0].aspectMode: "stretch" is not one of fit, cover']],
    [{ animated: "yes" }, ["body.contents[0].animated: must be true or false"]],
  ])("image %j → %j", (props, expected) => {
    expect(problems(bubble([image(props)]))).toEqual(expected);
  });

  it("allows 10 animated images in a message, not 11", () => {
    const images = (count: number) => Array.from({ length: count }, () => image({ animated: true }));
    expect(problems(bubble(images(10)))).toEqual([]);
    const carousel = { type: "carousel", contents: [bubble(images(6)), bubble(images(5))] };
    expect(problems(carousel)).toEqual(["11 animated images; the maximum is 10 per message"]);
  });

  it.each([
    [{ height: "lg" }, ['body.contents[0].height: "lg" is not one of sm, md']],
    [{ style: "danger" }, ['body.contents[0].style: "danger" is not one of primary, secondary, link']],
    [{ color: "#00000" }, ['body.contents[0].color: "#00000" is not a #RRGGBB or #RRGGBBAA colour']],
    [{ gravity: "bottom", height: "sm", style: "primary", adjustMode: "shrink-to-fit", scaling: true }, []],
  ])("button %j → %j", (props, expected) => {
    expect(problems(bubble([button({ type: "message", label: "Go", text: "go" }, props)]))).toEqual(expected);
  });

  it("checks icon sizes and aspect ratios", () => {
    const icon = (props: Record<string, unknown>) => ({
      type: "box",
      layout: "baseline",
      contents: [{ type: "icon", url: "https://example.com/i.png", ...props }],
    });
    expect(problems(bubble([icon({ size: "full" })]))).toEqual([
      'body.contents[0].contents[0].size: "full" is not one of xxs…5xl',
    ]);
    expect(problems(bubble([icon({ aspectRatio: "2:1", size: "sm", scaling: true })]))).toEqual([]);
  });
});

describe("video", () => {
  const video = (props: Record<string, unknown> = {}) => ({
    type: "video",
    url: "https://example.com/v.mp4",
    previewUrl: "https://example.com/v.jpg",
    altContent: image({ size: "full" }),
    ...props,
  });

  it("is accepted as the hero of a kilo, mega or giga bubble", () => {
    for (const size of ["kilo", "mega", "giga"])
      expect(problems(bubble([], { size, hero: video() }))).toEqual([]);
    expect(
      problems(
        bubble([], {
          hero: video({ aspectRatio: "16:9", action: { type: "uri", uri: "https://example.com" } }),
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      bubble([], { size: "micro", hero: video() }),
      ['hero: video needs a kilo, mega or giga bubble, not "micro"'],
    ],
    [bubble([video()]), ["body.contents[0]: video is only allowed as the hero of a bubble"]],
    [
      { type: "carousel", contents: [bubble([], { hero: video() })] },
      ["contents[0].hero: video cannot be used in a carousel"],
    ],
    [
      bubble([], { hero: video({ altContent: undefined, previewUrl: undefined }) }),
      ["hero.previewUrl: is required", "hero.altContent: is required"],
    ],
    [
      bubble([], { hero: video({ altContent: text() }) }),
      ["hero.altContent: text is not allowed in a video's altContent (allowed: box, image)"],
    ],
    [
      bubble([], { hero: video({ action: { type: "message", text: "x" } }) }),
      ["hero.action.type: a video takes only a uri action"],
    ],
  ])("%# reports %j", (container, expected) => {
    expect(problems(container)).toEqual(expected);
  });
});

describe("linear gradient backgrounds", () => {
  const withBackground = (background: unknown) =>
    bubble([{ type: "box", layout: "vertical", contents: [], background }]);

  it("accepts a three-colour gradient", () => {
    const background = {
      type: "linearGradient",
      angle: "23.5deg",
      startColor: "#FF0000",
      centerColor: "#00FF0080",
      centerPosition: "10%",
      endColor: "#0000FF",
    };
    expect(problems(withBackground(background))).toEqual([]);
  });

  it.each([
    [{ type: "linearGradient" }, ["angle: is required", "startColor: is required", "endColor: is required"]],
    [
      { type: "radialGradient", angle: "0deg", startColor: "#000000", endColor: "#FFFFFF" },
      ['type: "radialGradient" is not one of linearGradient'],
    ],
    [
      { type: "linearGradient", angle: "360deg", startColor: "#000000", endColor: "#FFFFFF" },
      ['angle: "360deg" must be an angle from 0deg to less than 360deg'],
    ],
    [
      { type: "linearGradient", angle: "90", startColor: "#000000", endColor: "white" },
      [
        'angle: "90" must be an angle from 0deg to less than 360deg',
        'endColor: "white" is not a #RRGGBB or #RRGGBBAA colour',
      ],
    ],
    [
      {
        type: "linearGradient",
        angle: "0deg",
        startColor: "#000000",
        endColor: "#FFFFFF",
        centerPosition: "120%",
      },
      ['centerPosition: "120%" must be a percentage from 0% to 100%'],
    ],
  ])("%j → %j", (background, expected) => {
    expect(problems(withBackground(background))).toEqual(
      expected.map((line) => `body.contents[0].background.${line}`),
    );
  });
});

describe("actions", () => {
  const onButton = (action: unknown) => problems(bubble([button(action)]));
  const onText = (action: unknown) => problems(bubble([text({ action })]));

  it.each([
    [{ type: "uri", label: "Open", uri: "https://example.com" }],
    [{ type: "uri", label: "Call", uri: "tel:0900000000", altUri: { desktop: "https://example.com/pc" } }],
    [{ type: "message", label: "Yes", text: "Yes" }],
    [
      {
        type: "postback",
        label: "Buy",
        data: "action=buy",
        displayText: "Buy",
        inputOption: "openKeyboard",
        fillInText: "Name:",
      },
    ],
    [
      {
        type: "datetimepicker",
        label: "Pick",
        data: "d",
        mode: "date",
        initial: "2025-06-18",
        min: "2025-01-01",
        max: "2025-12-31",
      },
    ],
    [{ type: "datetimepicker", label: "Pick", data: "d", mode: "time", initial: "06:15" }],
    [{ type: "clipboard", label: "Copy", clipboardText: "3B48740B" }],
  ])("accepts %j", (action) => {
    expect(onButton(action)).toEqual([]);
  });

  it.each([
    [{ label: "x" }, ["action.type: is required"]],
    [
      { type: "share", label: "x" },
      ['action.type: "share" is not one of uri, message, postback, datetimepicker, clipboard'],
    ],
    [{ type: "uri", label: "x" }, ["action.uri: is required"]],
    [
      { type: "uri", label: "x", uri: "ftp://example.com" },
      ['action.uri: "ftp://example.com" must start with http:, https:, line: or tel:'],
    ],
    [
      { type: "uri", label: "x", uri: `https://example.com/${"a".repeat(981)}` },
      ["action.uri: is 1001 characters long; the maximum is 1000"],
    ],
    [
      { type: "uri", label: "x", uri: "https://example.com", altUri: { desktop: "mailto:a@b.c" } },
      ['action.altUri.desktop: "mailto:a@b.c" must start with http:, https:, line: or tel:'],
    ],
    [{ type: "message", text: "x" }, ["action.label: is required"]],
    [
      { type: "message", label: "x".repeat(41), text: "x" },
      ["action.label: is 41 characters long; the maximum is 40"],
    ],
    [{ type: "message", label: "x" }, ["action.text: is required"]],
    [
      { type: "message", label: "x", text: "x".repeat(301) },
      ["action.text: is 301 characters long; the maximum is 300"],
    ],
    [{ type: "postback", label: "x" }, ["action.data: is required"]],
    [
      { type: "postback", label: "x", data: "d".repeat(301) },
      ["action.data: is 301 characters long; the maximum is 300"],
    ],
    [
      { type: "postback", label: "x", data: "d", displayText: "a", text: "b" },
      ["action.text: cannot be used together with displayText"],
    ],
    [
      { type: "postback", label: "x", data: "d", inputOption: "openCamera" },
      ['action.inputOption: "openCamera" is not one of closeRichMenu, openRichMenu, openKeyboard, openVoice'],
    ],
    [{ type: "datetimepicker", label: "x", data: "d" }, ["action.mode: is required"]],
    [
      { type: "datetimepicker", label: "x", data: "d", mode: "week" },
      ['action.mode: "week" is not one of date, time, datetime'],
    ],
    [
      { type: "datetimepicker", label: "x", data: "d", mode: "date", initial: "2025/01/01" },
      ['action.initial: "2025/01/01" must be a date like "2017-06-18"'],
    ],
    [
      { type: "datetimepicker", label: "x", data: "d", mode: "datetime", max: "2101-01-01T00:00" },
      ['action.max: "2101-01-01T00:00" must be a datetime like "2017-06-18T06:15"'],
    ],
    [
      { type: "datetimepicker", label: "x", data: "d", mode: "time", min: "10:00", max: "09:00" },
      ["action.max: must be later than min"],
    ],
    [{ type: "clipboard", label: "x", clipboardText: "" }, ["action.clipboardText: must not be empty"]],
    [
      { type: "clipboard", label: "x", clipboardText: "c".repeat(1001) },
      ["action.clipboardText: is 1001 characters long; the maximum is 1000"],
    ],
    [
      { type: "camera" },
      ["action.type: camera actions are only available in quick reply buttons", "action.label: is required"],
    ],
    [
      { type: "cameraRoll", label: "Roll" },
      ["action.type: cameraRoll actions are only available in quick reply buttons"],
    ],
    [
      { type: "location", label: "x".repeat(21) },
      [
        "action.type: location actions are only available in quick reply buttons",
        "action.label: is 21 characters long; the maximum is 20",
      ],
    ],
    [
      { type: "richmenuswitch" },
      [
        "action.type: richmenuswitch actions are only available in rich menus",
        "action.richMenuAliasId: is required",
        "action.data: is required",
      ],
    ],
  ])("%j → %j", (action, expected) => {
    expect(onButton(action)).toEqual(expected.map((line) => `body.contents[0].${line}`));
  });

  it("does not need a label outside buttons, but limits it", () => {
    expect(onText({ type: "uri", uri: "https://example.com" })).toEqual([]);
    expect(onText({ type: "uri", uri: "https://example.com", label: "x".repeat(41) })).toEqual([
      "body.contents[0].action.label: is 41 characters long; the maximum is 40",
    ]);
    expect(problems(bubble([], { action: { type: "message", text: "hi" } }))).toEqual([]);
  });

  it("checks the actions of boxes, images and the bubble", () => {
    const bad = { type: "uri", uri: "javascript:alert(1)" };
    const container = bubble(
      [image({ action: bad }), { type: "box", layout: "vertical", contents: [], action: bad }],
      { action: bad },
    );
    expect(problems(container)).toEqual([
      'body.contents[0].action.uri: "javascript:alert(1)" must start with http:, https:, line: or tel:',
      'body.contents[1].action.uri: "javascript:alert(1)" must start with http:, https:, line: or tel:',
      'action.uri: "javascript:alert(1)" must start with http:, https:, line: or tel:',
    ]);
  });
});
