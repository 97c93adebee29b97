ENV = """# app settings
APP_NAME=demo-service
PORT=8080
export DEBUG=1
DATABASE_URL="postgres://user:pa=ss@db:5432/app"
EMPTY=
QUOTED='single quoted value'
  SPACED_KEY = spaced value
BROKEN LINE
"""


def parse_env(text):
    values, errors = {}, []
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        line = line.removeprefix("export ")
        if "=" not in line:
            errors.append(n)
            continue
        key, value = (part.strip() for part in line.split("=", 1))
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key] = value
    return values, errors


def main():
    values, errors = parse_env(ENV)
    for k, v in values.items():
        shown = v if "URL" not in k else v[: v.index("//") + 2] + "***" + v[v.index("@"):]
        print(f"{k:<13}= {shown!r}")
    print("bad lines:", errors)
    port = int(values.get("PORT", "80"))
    debug = values.get("DEBUG", "0") not in ("", "0", "false")
    return port + 1, debug, values.get("MISSING", "<unset>")
