import { rampPng } from "../tests/e2e/rich-menu-helpers.ts";
const t=Date.now(); const b=rampPng(2500,1686); console.log(Date.now()-t, b.length);
