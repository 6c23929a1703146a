/** "Load Sample": a bubble with a blue header "Sample Header" and a two-line body (spec, section 4). */
export const SAMPLE_FLEX_BUBBLE = {
  type: "bubble",
  header: {
    type: "box",
    layout: "vertical",
    backgroundColor: "#1A73E8",
    contents: [{ type: "text", text: "Sample Header", color: "#FFFFFF", weight: "bold", size: "lg" }],
  },
  body: {
    type: "box",
    layout: "vertical",
    spacing: "sm",
    contents: [
      { type: "text", text: "This is a sample Flex Message.", wrap: true },
      { type: "text", text: "Edit the JSON to see your changes.", wrap: true, size: "sm", color: "#666666" },
    ],
  },
} as const;

export const SAMPLE_FLEX_JSON = JSON.stringify(SAMPLE_FLEX_BUBBLE, null, 2);
