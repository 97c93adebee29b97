"""Parse a small indentation-based YAML subset (maps, lists, scalars) into Python objects."""
import json
import re

DOC = """\
# deployment config
service: billing-api
replicas: 3
debug: false
timeout: 2.5
owner: ~
ports:
  - 8080
  - 9090
env:
  DATABASE_URL: "postgres://db:5432/billing"
  FEATURE_FLAGS: 'a,b,c'
  RETRIES: 4
stages:
  - name: build
    image: python:3.11
  - name: test
    commands:
      - pytest -q
      - ruff check .
  - name: deploy
    when: manual
"""


class YamlError(Exception):
    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")


def scalar(text):
    text = text.strip()
    if text in ("~", "null", ""):
        return None
    if text in ("true", "false"):
        return text == "true"
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if re.fullmatch(r"-?\d+\.\d*", text):
        return float(text)
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def tokenize(text):
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split(" #")[0].rstrip() if not raw.lstrip().startswith("#") else ""
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        if "\t" in line[:indent + 1]:
            raise YamlError(n, "tabs are not allowed")
        yield n, indent, line.strip()


def parse_block(lines, pos, indent):
    n, ind, text = lines[pos]
    if text.startswith("- "):
        result = []
        while pos < len(lines) and lines[pos][1] == indent and lines[pos][2].startswith("- "):
            n, ind, text = lines[pos]
            item = text[2:]
            if ":" in item and not item.startswith(("'", '"')):
                lines[pos] = (n, indent + 2, item)
                value, pos = parse_block(lines, pos, indent + 2)
            else:
                value, pos = scalar(item), pos + 1
            result.append(value)
        return result, pos
    result = {}
    while pos < len(lines) and lines[pos][1] == indent:
        n, ind, text = lines[pos]
        key, sep, rest = text.partition(":")
        if not sep:
            raise YamlError(n, f"expected 'key: value', got {text!r}")
        pos += 1
        if rest.strip():
            result[key] = scalar(rest)
        elif pos < len(lines) and lines[pos][1] > indent:
            result[key], pos = parse_block(lines, pos, lines[pos][1])
        else:
            result[key] = None
    if pos < len(lines) and lines[pos][1] > indent:
        raise YamlError(lines[pos][0], "unexpected indentation")
    return result, pos


def load(text):
    lines = list(tokenize(text))
    if not lines:
        return None
    value, pos = parse_block(lines, 0, lines[0][1])
    if pos != len(lines):
        raise YamlError(lines[pos][0], "trailing content")
    return value


def main():
    cfg = load(DOC)
    print(json.dumps(cfg, indent=2))
    print("stage names:", [s["name"] for s in cfg["stages"]])
    print("types:", {k: type(v).__name__ for k, v in cfg.items()})
    for bad in ["a: 1\n  b: 2\n", "key without colon\n", "x:\n\t- 1\n"]:
        try:
            load(bad)
        except YamlError as e:
            print("error:", e)
    print(load("# nothing\n"), load("- 1\n- two\n- 3.0\n"))


if __name__ == "__main__":
    main()
