"""Dump resolved application settings readably with pprint, at several widths and depths."""
import pprint

SETTINGS = {
    "service": "billing",
    "version": (2, 4, 1),
    "database": {
        "primary": {"host": "db1.internal", "port": 5432, "pool": {"min": 2, "max": 20}},
        "replicas": ["db2.internal", "db3.internal", "db4.internal"],
    },
    "features": {"invoices_v2": True, "legacy_export": False, "beta_users": ("ann", "bob")},
    "limits": [10, 100, 1000, 10000, 100000, 1000000],
    "description": "Handles invoicing, payments and the monthly statement run for all tenants.",
    "empty": {},
    "nothing": None,
}


def main():
    print(pprint.pformat(SETTINGS))
    print("--- width 40 ---")
    print(pprint.pformat(SETTINGS["database"], width=40))
    print("--- depth 2 ---")
    print(pprint.pformat(SETTINGS, depth=2))
    print("--- unsorted, compact ---")
    print(pprint.pformat(SETTINGS["limits"] * 3, compact=True, width=50))
    print(pprint.pformat({"z": 1, "a": 2, "m": [3, 4]}, sort_dicts=False))
    print("--- indent 4 ---")
    print(pprint.pformat({"alpha": list(range(12)), "beta": "x" * 30}, indent=4, width=60))
    print(pprint.saferepr(SETTINGS["features"]))
    print(pprint.isreadable(SETTINGS["version"]), pprint.isrecursive([1, 2]))
    pprint.pprint(SETTINGS["features"], width=30)
    pp = pprint.PrettyPrinter(width=20)
    print(pp.pformat(["short", "items", "that", "wrap", "across", "lines"]))


if __name__ == "__main__":
    main()
