# rejects: a try/except ImportError around a standard-library module clauz3 does not model
import clauz3

try:
    import tomllib
except ImportError:
    tomllib = None


def main() -> int:
    return 0 if tomllib is None else 1
