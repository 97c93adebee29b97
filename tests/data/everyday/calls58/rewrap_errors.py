"""A config loader that re-wraps low-level errors into its own, keeping the original
traceback with `with_traceback`, then reports where each failure started."""

import traceback


class ConfigError(Exception):
    pass


def parse_port(text):
    return int(text)


def lookup(settings, key):
    return settings[key]


def load(settings):
    try:
        port = parse_port(lookup(settings, "port"))
    except (KeyError, ValueError) as e:
        tb = e.__traceback__
        raise ConfigError(f"bad config: {type(e).__name__}").with_traceback(tb) from e
    return {"port": port}


def depth(tb):
    count = 0
    while tb is not None:
        count += 1
        tb = tb.tb_next
    return count


def main():
    cases = [{"port": "8080"}, {"port": "eighty"}, {"host": "x"}]
    for settings in cases:
        try:
            print("loaded", load(settings))
        except ConfigError as err:
            tb = err.__traceback__
            frames = traceback.extract_tb(tb)
            print(err, "|", type(tb).__name__, depth(tb), [f.name for f in frames])
            print("  cause:", type(err.__cause__).__name__)
    plain = ValueError("no traceback yet")
    print(plain.with_traceback(None) is plain, plain.__traceback__)
    try:
        plain.with_traceback("nope")
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
