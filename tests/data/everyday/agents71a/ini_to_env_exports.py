"""Flatten an INI config into shell `export` lines and a typed summary."""
import configparser
import re
import shlex

CONFIG = """
[DEFAULT]
region = eu-west-1
debug = no

[database]
host = db.internal
port = 5432
user = app
password = s3cr3t pass!
pool_size = 10
timeout = 2.5

[cache]
enabled = yes
url = redis://${database:host}:6379/0
ttl = 300

[features]
new_checkout = on
beta_banner = off
debug = true
"""

SECRET_KEYS = re.compile(r"pass|secret|token", re.IGNORECASE)


def env_name(section: str, key: str) -> str:
    return re.sub(r"[^A-Z0-9]+", "_", f"APP_{section}_{key}".upper())


def typed(parser: configparser.ConfigParser, section: str, key: str):
    for getter in (parser.getint, parser.getfloat, parser.getboolean):
        try:
            return getter(section, key)
        except ValueError:
            continue
    return parser.get(section, key)


def main():
    parser = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
    parser.read_string(CONFIG)
    print("sections:", parser.sections())
    print("defaults:", dict(parser.defaults()))

    lines = []
    for section in parser.sections():
        for key, value in parser.items(section):
            if key in parser.defaults() and section != "features":
                continue
            shown = "********" if SECRET_KEYS.search(key) else value
            lines.append(f"export {env_name(section, key)}={shlex.quote(shown)}")
    print("\n".join(lines))

    print("\ntyped values:")
    for section in parser.sections():
        own = [k for k in parser[section] if k not in parser.defaults() or parser.has_option(section, k)]
        for key in own:
            value = typed(parser, section, key)
            print(f"  {section}.{key:<13} {type(value).__name__:<6} {value!r}")

    db = parser["database"]
    dsn = f"postgresql://{db['user']}@{db['host']}:{db.getint('port')}/app?timeout={db.getfloat('timeout'):g}"
    print("\ndsn:", dsn)
    print("cache url:", parser.get("cache", "url"))
    print("missing with fallback:", parser.get("cache", "backend", fallback="redis"))
    print("features on:", [k for k in ("new_checkout", "beta_banner") if parser.getboolean("features", k)])
    print("features debug vs database debug:",
          parser.getboolean("features", "debug"), parser.getboolean("database", "debug"))
    return len(lines)


if __name__ == "__main__":
    main()
