"""A scheduler given a malformed value, and a check of its own reported with parser.error."""
import argparse
import sys


def main():
    parser = argparse.ArgumentParser(prog="schedule")
    parser.add_argument("--every", type=int, default=5, help="minutes between runs")
    parser.add_argument("--until", default="18:00")
    args = parser.parse_args(["--every", "10"])
    print(f"every {args.every} minutes until {args.until}")
    hours, _, minutes = args.until.partition(":")
    if not (hours.isdigit() and minutes.isdigit()):
        parser.error(f"--until must look like HH:MM, not {args.until!r}")
    late = parser.parse_args(["--until", "25h", "--every", "ten"])
    print("never", late)
    return 0


if __name__ == "__main__":
    sys.exit(main())
