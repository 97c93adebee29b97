TEXT = """
; global settings
[server]
host = example.org
port = 8080
debug = yes

[paths]
root = /srv/app
logs = ${root}/logs
  # comment inside
[limits]
max_users = 250
ratio = 0.75
bad line here
"""


def parse_value(raw):
    match raw.lower():
        case "yes" | "true" | "on":
            return True
        case "no" | "false" | "off":
            return False
        case text if text.isdigit():
            return int(text)
        case text if text.replace(".", "", 1).isdigit():
            return float(text)
        case _:
            return raw


def parse(text):
    sections, current, errors = {}, None, []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        match line:
            case "":
                continue
            case s if s[0] in ";#":
                continue
            case s if s.startswith("[") and s.endswith("]"):
                current = sections.setdefault(s[1:-1], {})
            case s if "=" in s and current is not None:
                key, value = (p.strip() for p in s.split("=", 1))
                current[key] = parse_value(value)
            case s:
                errors.append((number, s))
    return sections, errors


def main():
    sections, errors = parse(TEXT)
    root = sections["paths"]["root"]
    sections["paths"]["logs"] = sections["paths"]["logs"].replace("${root}", root)
    for name, values in sections.items():
        print(f"[{name}]", ", ".join(f"{k}={v!r}" for k, v in values.items()))
    print("errors:", errors)
    return len(sections)
