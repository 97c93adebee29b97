"""Picking features by interpreter version, and reporting what a check would exit with."""
import sys

FEATURES = []
if sys.version_info >= (3, 10):
    FEATURES.append("match statements")
if sys.version_info >= (3, 8):
    FEATURES.append("walrus")
if sys.version_info < (3, 6):
    FEATURES.append("no f-strings")
print("features:", FEATURES)


def check_config(config):
    if "name" not in config:
        sys.exit("config has no name")
    if config.get("retries", 0) > 5:
        sys.exit(3)
    return f"{config['name']} ok"


def main():
    major, minor = sys.version_info[:2]
    print("running on", f"{major}.{minor}" if major == 3 else "something else", minor >= 8)
    for config in ({"name": "api"}, {"retries": 2}, {"name": "db", "retries": 9}, {"name": "q", "retries": 1}):
        try:
            print(check_config(config))
        except SystemExit as stop:
            print("would exit:", stop.args)
    try:
        sys.exit()
    except SystemExit as stop:
        print("bare exit:", stop.args)
    return 0 if FEATURES else 1


if __name__ == "__main__":
    raise SystemExit(main())
