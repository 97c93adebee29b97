"""Configuration layers: command-line over environment over defaults, with ChainMap."""
from collections import ChainMap

DEFAULTS = {"host": "localhost", "port": 8080, "debug": False, "workers": 2}


def load(env_pairs, cli_args):
    env = {}
    for pair in env_pairs:
        key, _, value = pair.partition("=")
        env[key.lower()] = value
    cli = {k: v for k, v in cli_args.items() if v is not None}
    return ChainMap(cli, env, DEFAULTS)


def main():
    config = load(["HOST=example.org", "WORKERS=4"], {"port": 9000, "debug": None})
    print(config["host"], config["port"], config["debug"], config["workers"])
    print(len(config), sorted(config))
    print(list(config))
    print(dict(config))
    print("timeout" in config, config.get("timeout", 30))
    config["debug"] = True
    print(config.maps[0])
    session = config.new_child({"user": "ana"})
    session["port"] = 1
    print(session["port"], config["port"], session["user"])
    print(session.parents["port"])
    print(len(session.maps), session.maps[-1] is DEFAULTS)
    del session["port"]
    print(session["port"])
    try:
        del session["host"]
    except KeyError as e:
        print("KeyError", e)
    print(repr(ChainMap({"a": 1}, {"b": 2})))
    print(ChainMap())
    for key, value in config.items():
        print(key, value)


if __name__ == "__main__":
    main()
