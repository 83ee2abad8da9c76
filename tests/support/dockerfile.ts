import { readFileSync } from "node:fs";
import path from "node:path";

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's instructions by stage (line continuations joined, comments dropped). */
export function readDockerfile(file = path.resolve(import.meta.dirname, "../../Dockerfile")): { args: Instruction[]; stages: Stage[] } {
  const lines = readFileSync(file, "utf8").split("\n");
  const instructions: Instruction[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i] ?? "";
    if (/^\s*(#|$)/.test(text)) continue;
    while (text.endsWith("\\")) {
      text = `${text.slice(0, -1)} `;
      i++;
      const next = lines[i] ?? "";
      if (!/^\s*#/.test(next)) text += next.trim();
    }
    const m = /^\s*(\w+)\s+(.*)$/.exec(text);
    if (m) instructions.push({ keyword: (m[1] as string).toUpperCase(), args: (m[2] as string).trim().replace(/\s+/g, " "), line: start + 1 });
  }
  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const ins of instructions) {
    if (ins.keyword === "FROM") {
      const [from, as, name] = ins.args.split(" ");
      stages.push({ from: from as string, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
    } else if (stages.length) (stages[stages.length - 1] as Stage).instructions.push(ins);
    else args.push(ins);
  }
  return { args, stages };
}

/** What a container of the final stage runs: its working directory, environment and command. */
export function imageRuntime(): { workdir: string; env: Record<string, string>; command: string[]; user: string | undefined } {
  const { stages } = readDockerfile();
  const final = stages[stages.length - 1] as Stage;
  const last = (k: string) => final.instructions.filter((i) => i.keyword === k).pop()?.args;
  const env: Record<string, string> = {};
  for (const ins of final.instructions.filter((i) => i.keyword === "ENV")) {
    for (const m of ins.args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[m[1] as string] = (m[2] as string).replace(/^"|"$/g, "");
  }
  const exec = (v: string | undefined) => (v ? (JSON.parse(v) as string[]) : []);
  return { workdir: last("WORKDIR") ?? "/", env, command: [...exec(last("ENTRYPOINT")), ...exec(last("CMD"))], user: last("USER") };
}
