"""Load service settings from INI text with configparser: typed getters, defaults, fallbacks."""
import configparser
import io

SETTINGS = """
# service settings
[DEFAULT]
log_level = INFO
retries = 3
base_dir = /opt/svc

[database]
Host = db.internal
port = 5432
pool_size = 10
ssl = on
timeout = 2.5
data_dir = %(base_dir)s/data
description = primary store
    with a second line
    and a third

[cache]
host: cache.internal
port: 6379
enabled = false ; not a comment without inline prefixes

[empty]
"""


def load(text):
    parser = configparser.ConfigParser()
    parser.read_string(text, source="settings.ini")
    return parser


def main():
    cfg = load(SETTINGS)
    print(cfg.sections())
    print(len(cfg), list(cfg), "database" in cfg, "nope" in cfg, "DEFAULT" in cfg)
    db = cfg["database"]
    print(repr(db), db.name, db["host"], db.getint("port"), db.getboolean("ssl"), db.getfloat("timeout"))
    print(db["data_dir"], db.get("data_dir", raw=True))
    print(repr(db["description"]))
    print(db.getint("retries"), db.get("missing"), db.get("missing", "dflt"), db.getint("missing", fallback=7))
    print(cfg.getint("database", "pool_size"), cfg.getboolean("database", "ssl", fallback=True))
    print(cfg.get("cache", "enabled"))
    print(cfg.options("cache"), cfg.has_option("cache", "HOST"), cfg.has_option("nope", "x"))
    print(cfg.items("cache"))
    print(sorted(cfg.defaults().items()))
    for name, section in cfg.items():
        print(" ", name, len(section), list(section.keys()))
    print(dict(cfg["cache"]))
    print(list(cfg["empty"].items()))
    print(cfg["database"].keys(), cfg["cache"].values())
    print(cfg.get("nope", "x", fallback="fb"), cfg.getfloat("cache", "ratio", fallback=0.5))
    print(cfg.get("database", "port", vars={"port": 1}))

    for bad in ("maybe", "On", "0"):
        cfg.set("cache", "enabled", bad)
        try:
            print(bad, "->", cfg.getboolean("cache", "enabled"))
        except ValueError as err:
            print(bad, "->", type(err).__name__, err)

    try:
        cfg.get("nope", "x")
    except configparser.NoSectionError as err:
        print(type(err).__name__, err, err.args, err.section)
    try:
        cfg.get("cache", "user")
    except configparser.NoOptionError as err:
        print(type(err).__name__, err, err.args, err.option, err.section)
    try:
        cfg["cache"]["user"]
    except KeyError as err:
        print("KeyError", err)
    try:
        cfg.getint("database", "description")
    except ValueError as err:
        print("ValueError", err)

    cfg.add_section("metrics")
    cfg["metrics"]["interval"] = "60"
    cfg.set("metrics", "Endpoint", "http://m.internal")
    print(cfg.remove_option("metrics", "endpoint"), cfg.remove_option("metrics", "endpoint"))
    print(cfg.remove_section("empty"), cfg.remove_section("empty"), cfg.sections())
    for call in (
        lambda: cfg.add_section("metrics"),
        lambda: cfg.add_section("DEFAULT"),
        lambda: cfg.set("metrics", "n", 5),
        lambda: cfg.set("ghost", "n", "5"),
        lambda: cfg.add_section(3),
        lambda: cfg["metrics"].__setitem__("n", 1.5),
    ):
        try:
            call()
        except (configparser.Error, ValueError, TypeError) as err:
            print(type(err).__name__ + ":", err)
    del cfg["metrics"]["interval"]
    try:
        del cfg["metrics"]["interval"]
    except KeyError as err:
        print("KeyError", err)
    try:
        del cfg["DEFAULT"]
    except ValueError as err:
        print("ValueError", err)
    del cfg["metrics"]
    out = io.StringIO()
    cfg.write(out)
    print(out.getvalue())
    out = io.StringIO()
    cfg.write(out, space_around_delimiters=False)
    print(out.getvalue().splitlines()[:4])


if __name__ == "__main__":
    main()
