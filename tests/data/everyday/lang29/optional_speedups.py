"""A report that prefers optional fast libraries and falls back to the standard ones."""
try:
    import ujson as json
except ImportError:
    import json

try:
    from simplejson import dumps as fast_dumps
except (ImportError, ModuleNotFoundError):
    fast_dumps = None

try:
    from statistics import mean, median
except ImportError:
    def mean(xs):
        return sum(xs) / len(xs)

RESULTS = {"api": [120, 95, 130], "db": [40, 42, 39, 41], "cache": [3, 2, 4]}


def main():
    backend = "simplejson" if fast_dumps is not None else "json"
    print("encoder:", backend)
    summary = {name: {"mean": round(mean(ms), 1), "median": median(ms)} for name, ms in RESULTS.items()}
    text = json.dumps(summary, sort_keys=True)
    print(text)
    print(json.loads(text)["db"]["median"])
    return len(summary)


if __name__ == "__main__":
    main()
