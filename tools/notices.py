"""Third-party notices for what a build actually bundles, gathered at build time.

A frozen build carries Python, pygame-ce and the C libraries under them (SDL, FreeType, the
image and sound codecs). Their licences ask that their notices travel with the binaries, so
each build gets a THIRD-PARTY-NOTICES.txt written from the files it holds: every bundled file
is matched against `packaging/notices/components.json`, and the notice of each part found,
with its licence text, goes in once. A bundled file that matches nothing is listed at the end
(and fails `--check`, so a new library cannot slip into a release without its notice).

    python -m tools.notices DIR [--out FILE] [--check]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTICES = ROOT / "packaging" / "notices"
OUR_FILES = re.compile(r"(^|/)(assets/|briscola-bundle\.txt$|third-party-notices\.txt$|"
                       r"license$|[^/]*\.(pyc|pyz)$|main\.py$)|(^|/)_internal/?$")
"""Our own files in a bundle (the game's assets and compiled code): no third-party notice."""
BINARY = re.compile(r"\.(so(\.[0-9]+)*|dll|pyd|dylib)$|(^|/)(briscola|briscola-onefile)(\.exe)?$")


@dataclass(frozen=True)
class Component:
    name: str
    patterns: tuple[re.Pattern[str], ...]
    license: str
    text: str | None
    copyright: str
    url: str

    def matches(self, path: str) -> bool:
        return any(p.search(path) for p in self.patterns)


def components(table: Path = NOTICES / "components.json") -> list[Component]:
    data = json.loads(table.read_text(encoding="utf-8"))
    return [Component(c["name"], tuple(re.compile(m) for m in c["match"]), c["license"],
                      c["text"], c["copyright"], c["url"]) for c in data["components"]]


def identify(paths: Iterable[str], table: list[Component] | None = None
             ) -> tuple[list[Component], list[str]]:
    """The components found among `paths` (in the table's order) and the binaries that match
    none. Paths are relative to the bundle, with forward slashes; case is ignored."""
    table = components() if table is None else table
    found: set[str] = set()
    unknown: list[str] = []
    for raw in paths:
        path = raw.replace("\\", "/").lower()
        hit = next((c for c in table if c.matches(path)), None)
        if hit is not None:
            found.add(hit.name)
        elif BINARY.search(path) and not OUR_FILES.search(path):
            unknown.append(raw)
    return [c for c in table if c.name in found], sorted(unknown)


def python_licence() -> str:
    """The licence of the Python that builds (it is the one bundled), else the copy on file."""
    base = Path(sys.base_prefix)
    for candidate in (base / "LICENSE.txt",
                      base / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
                      / "LICENSE.txt"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8", errors="replace")
    return (NOTICES / "licenses" / "Python.txt").read_text(encoding="utf-8")


def notice_text(found: list[Component], unknown: list[str]) -> str:
    rule = "=" * 78
    out = ["Briscola bundles the following third-party software. Each part keeps its own",
           "licence; the texts follow. Briscola itself is under the MIT licence (LICENSE).",
           "The libraries under the LGPL are separate files in this bundle and may be",
           "replaced by compatible versions of your own.", ""]
    out += [f"- {c.name}: {c.license} ({c.url})" for c in found]
    texts: dict[str, list[str]] = {}
    for c in found:
        out += ["", rule, f"{c.name}", f"{c.url}", f"Licence: {c.license}", c.copyright, rule]
        if c.text is not None:
            texts.setdefault(c.text, []).append(c.name)
            out.append(f"The licence text is below, under \"{c.text}\".")
    for text, names in texts.items():
        body = python_licence() if text == "Python.txt" else (
            NOTICES / "licenses" / text).read_text(encoding="utf-8")
        out += ["", rule, f"{text} (for {', '.join(names)})", rule, body.rstrip()]
    if unknown:
        out += ["", rule, "Files with no notice on file (report this to the project):", rule,
                *unknown]
    return "\n".join(out) + "\n"


def bundle_files(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="a one-folder build (dist/briscola)")
    parser.add_argument("--out", type=Path, help="write the notices here (default: stdout)")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a bundled binary has no notice")
    args = parser.parse_args(argv)
    found, unknown = identify(bundle_files(args.folder))
    text = notice_text(found, unknown)
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {args.out}: {len(found)} components, {len(unknown)} files without notice")
    for name in unknown:
        print(f"no notice on file for {name}", file=sys.stderr)
    return 1 if args.check and unknown else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
