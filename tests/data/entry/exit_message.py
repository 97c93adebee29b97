"""Stops with a message from deep inside: CPython writes it to stderr and exits with 1."""
import sys


def parse_port(text):
    if not text.isdigit():
        sys.exit(f"bad port: {text!r}")
    return int(text)


def main():
    print(parse_port("8080"))
    print(parse_port("80a"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
