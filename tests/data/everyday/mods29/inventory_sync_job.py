"""A nightly sync: diffs two inventories, logs what changes, and keeps an undo snapshot."""
import copy
import logging
import time

log = logging.getLogger("sync29")

WAREHOUSE = {"bolt": {"qty": 120, "bins": ["A1", "A2"]}, "nut": {"qty": 40, "bins": ["B1"]}, "gear": {"qty": 0, "bins": []}}
STORE = {"bolt": {"qty": 100, "bins": ["A1"]}, "nut": {"qty": 40, "bins": ["B1"]}, "cog": {"qty": 5, "bins": ["C9"]}}


def diff(old, new):
    changes = []
    for item in sorted(set(old) | set(new)):
        if item not in new:
            changes.append(("removed", item, old[item]["qty"], 0))
        elif item not in old:
            changes.append(("added", item, 0, new[item]["qty"]))
        elif old[item]["qty"] != new[item]["qty"]:
            changes.append(("changed", item, old[item]["qty"], new[item]["qty"]))
    return changes


def main():
    log.setLevel(logging.INFO)
    started = time.monotonic()
    snapshot = copy.deepcopy(STORE)
    changes = diff(STORE, WAREHOUSE)
    for kind, item, before, after in changes:
        log.info("%-8s %-5s %3d -> %3d", kind, item, before, after)
        if kind == "removed":
            del STORE[item]
        else:
            STORE[item] = copy.deepcopy(WAREHOUSE[item])
    STORE["bolt"]["bins"].append("Z0")
    print(changes)
    print(sorted(STORE), STORE["bolt"], WAREHOUSE["bolt"]["bins"], snapshot["bolt"])
    elapsed = time.monotonic() - started
    if elapsed > 60:
        log.warning("sync took %.1fs", elapsed)
    stamp = time.strftime("%Y%m%d-%H%M", (2024, 5, 1, 2, 30, 0, 2, 122, 0))
    return f"sync-{stamp}.json", len(changes)
