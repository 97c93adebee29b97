"""A converter run without its required input: argparse's usage and error, exit status 2."""
import argparse


def main():
    parser = argparse.ArgumentParser(description="Convert a CSV export to JSON lines.")
    parser.add_argument("input", help="the CSV file")
    parser.add_argument("-o", "--output", default="-", help="where to write (default: stdout)")
    parser.add_argument("--delimiter", default=",")
    args = parser.parse_args()
    print(f"converting {args.input} -> {args.output}")


if __name__ == "__main__":
    main()
