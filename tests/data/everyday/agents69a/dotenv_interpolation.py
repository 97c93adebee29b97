"""Parse a .env file: quoting rules, `export`, comments and ${VAR} / ${VAR:-default} expansion."""
import re

DOTENV = r"""
# database
export DB_HOST=localhost
DB_PORT=5432
DB_USER='app_user'
DB_PASS="s3cr\"et#1"
DB_URL=postgres://${DB_USER}:${DB_PASS}@${DB_HOST}:${DB_PORT}/app
CACHE_URL=${REDIS_URL:-redis://localhost:6379/0}
GREETING="Hello\nWorld"
RAW_SINGLE='no ${EXPANSION} here'
EMPTY=
TRAILING=value   # inline comment
HOME_DIR=$HOME/app
BAD LINE
3NUMERIC=nope
"""

PAIR_RE = re.compile(r"^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
VAR_RE = re.compile(r"\$\{([A-Za-z_]\w*)(?::-([^}]*))?\}|\$([A-Za-z_]\w*)")


def unquote(value):
    if len(value) >= 2 and value[0] == value[-1] == "'":
        return value[1:-1], False
    if value.startswith('"'):
        end = 1
        while end < len(value):
            if value[end] == "\\":
                end += 2
                continue
            if value[end] == '"':
                break
            end += 1
        inner = value[1:end]
        inner = inner.replace('\\"', '"').replace("\\n", "\n")
        return inner, True
    return value.split(" #", 1)[0].rstrip(), True


def expand(value, env):
    def repl(m):
        name = m.group(1) or m.group(3)
        default = m.group(2)
        if name in env and env[name] != "":
            return env[name]
        return default if default is not None else ""
    return VAR_RE.sub(repl, value)


def load(text, outer=None):
    env, problems = {}, []
    scope = dict(outer or {})
    for n, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        m = PAIR_RE.match(stripped)
        if not m:
            problems.append(f"line {n}: cannot parse {stripped!r}")
            continue
        key, raw = m.groups()
        value, interpolate = unquote(raw)
        if interpolate:
            value = expand(value, {**scope, **env})
        env[key] = value
    return env, problems


def mask(key, value):
    if any(s in key for s in ("PASS", "SECRET", "TOKEN")):
        return value[:1] + "*" * (len(value) - 1)
    if "://" in value:
        return re.sub(r"(://[^:/]+:)[^@]+@", r"\1****@", value)
    return value


def main():
    env, problems = load(DOTENV, outer={"HOME": "/home/deploy"})
    width = max(map(len, env))
    for key, value in env.items():
        print(f"{key:<{width}} = {mask(key, value)!r}")
    for p in problems:
        print("warning:", p)
    env2, _ = load("REDIS_URL=redis://cache:6380/1\n" + DOTENV)
    print("cache with override:", env2["CACHE_URL"])
    print("greeting lines:", env["GREETING"].splitlines())
    print("empty is set:", "EMPTY" in env, repr(env["EMPTY"]))
    print("unresolved becomes:", repr(expand("x${NOPE}y$ALSO_NOPE", {})))
    return len(env)


if __name__ == "__main__":
    main()
