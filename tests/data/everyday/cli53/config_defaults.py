"""Settings from defaults, set_defaults and an explicit Namespace, compared and merged."""
import argparse


def main():
    parser = argparse.ArgumentParser(prog="svc", add_help=False)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default="8080")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--debug", action="store_const", const="verbose", default="quiet")
    parser.set_defaults(mode="server")
    args = parser.parse_args([])
    print(args)
    print(parser.get_default("port"), parser.get_default("mode"))
    tuned = parser.parse_args(["--port", "9000", "--debug", "--workers", "8"])
    changed = {k: v for k, v in vars(tuned).items() if vars(args)[k] != v}
    print("changed:", changed)
    base = argparse.Namespace(host="0.0.0.0", port=80)
    merged = parser.parse_args(["--workers", "4"], namespace=base)
    print(merged, merged is base, "host" in merged)
    print(argparse.Namespace(host="127.0.0.1", port=8080, workers=2, debug="quiet", mode="server") == args)
    setattr(args, "port", 1)
    print(getattr(args, "port"), args.port, hasattr(args, "nope"))
    print(parser.format_usage(), end="")
    return sorted(vars(tuned))
