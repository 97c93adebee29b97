"""A CLI-style checker: `sys.exit(main())` makes main's result the exit status."""
import sys

LIMITS = {"cpu": 80, "disk": 90}


def main():
    readings = {"cpu": 85, "disk": 40}
    over = [name for name, value in sorted(readings.items()) if value > LIMITS[name]]
    print("over limit:", ", ".join(over) or "none")
    return len(over) + 2


if __name__ == "__main__":
    sys.exit(main())
