"""Load a .env file with quoting, comments, `export` and ${VAR} interpolation,
then validate the required settings and report what is missing or malformed."""
import re
import shlex

DOTENV = r'''
# database
export DB_HOST=db.internal
DB_PORT=5432
DB_USER="app"
DB_PASSWORD='p@ss#word with spaces'
DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:${DB_PORT}/app
GREETING="Hello\nWorld"   # double quotes process escapes
RAW='no ${INTERPOLATION} here'
EMPTY=
TIMEOUT=30s
WORKERS=four
DEBUG=yes
HOME_DIR=${HOME:-/home/app}/data
bad line without equals
'''

REF = re.compile(r"\$\{(\w+)(?::-([^}]*))?\}")


class DotenvError(Exception):
    pass


def interpolate(value, env):
    def repl(m):
        name, default = m.group(1), m.group(2)
        if name in env and env[name] != "":
            return env[name]
        if default is not None:
            return default
        raise DotenvError(f"undefined variable {name}")
    return REF.sub(repl, value)


def parse(text, base_env=None):
    env = dict(base_env or {})
    warnings = []
    for n, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith("export "):
            stripped = stripped[len("export "):]
        key, sep, raw = stripped.partition("=")
        if not sep or not key.isidentifier():
            warnings.append(f"line {n}: ignored {stripped!r}")
            continue
        raw = raw.strip()
        if raw.startswith("'"):
            value = raw[1:raw.index("'", 1)]
        elif raw.startswith('"'):
            end = raw.index('"', 1)
            value = interpolate(raw[1:end].encode().decode("unicode_escape"), env)
        else:
            value = interpolate(raw.split(" #", 1)[0].strip(), env)
        env[key] = value
    return env, warnings


SCHEMA = {
    "DB_HOST": str, "DB_PORT": int, "WORKERS": int, "TIMEOUT": int, "DEBUG": bool, "API_KEY": str,
}

TRUTHY, FALSY = {"1", "true", "yes", "on"}, {"0", "false", "no", "off", ""}


def coerce(name, kind, text):
    if kind is bool:
        if text.lower() in TRUTHY | FALSY:
            return text.lower() in TRUTHY
        raise ValueError(f"{name}: {text!r} is not a boolean")
    try:
        return kind(text)
    except ValueError:
        raise ValueError(f"{name}: {text!r} is not {kind.__name__}") from None


def main():
    env, warnings = parse(DOTENV)
    for w in warnings:
        print("warning:", w)
    for key in ("DB_PASSWORD", "DATABASE_URL", "GREETING", "RAW", "EMPTY", "HOME_DIR"):
        print(f"{key}={env[key]!r}")
    settings, errors = {}, []
    for name, kind in SCHEMA.items():
        if name not in env:
            errors.append(f"{name}: missing")
            continue
        try:
            settings[name] = coerce(name, kind, env[name])
        except ValueError as e:
            errors.append(str(e))
    print("settings:", settings)
    print("errors:", errors)
    print(shlex.quote(env["DB_PASSWORD"]), shlex.quote("plain"), shlex.split("cmd --opt='a b' \"c d\""))
    try:
        parse("X=${NOPE}")
    except DotenvError as e:
        print("error:", e)
    return len(errors)


if __name__ == "__main__":
    main()
