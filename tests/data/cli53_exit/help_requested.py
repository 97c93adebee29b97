"""A tool asked for its help: the help text on stdout, then exit status 0."""
import argparse


def main():
    parser = argparse.ArgumentParser(prog="fetch", description="Download a page and list its links.")
    parser.add_argument("url")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds to wait (default: %(default)s)")
    parser.add_argument("--follow", action="store_true", help="follow redirects")
    print("parsing")
    args = parser.parse_args(["--help"])
    print("never", args)


if __name__ == "__main__":
    main()
