"""An audit log whose recorder objects hold bound methods under method-like names
(`self.append = lines.append`, `self.get = lookup.get`), and a memoising decorator that hangs
`clear`/`get`/`update` on the wrapper it returns: each call runs what the object holds."""
from collections import OrderedDict
import functools


class Recorder:
    def __init__(self, sink):
        self.lines = []
        self.append = self.lines.append
        self.extend = sink.extend
        self.get = {"info": 1, "warn": 2, "error": 3}.get
        self.count = lambda level: sum(1 for line in self.lines if line.startswith(level))

    def log(self, level, message):
        self.append(f"{level}: {message} (sev {self.get(level, 0)})")


def memoise(fn):
    table = OrderedDict()

    @functools.wraps(fn)
    def wrapper(*args):
        if args not in table:
            table[args] = fn(*args)
        return table[args]

    wrapper.clear = table.clear
    wrapper.get = table.get
    wrapper.update = table.update
    wrapper.keys = table.keys
    return wrapper


@memoise
def shipping_cost(weight_kg, zone):
    return round(4.5 + weight_kg * (1.2 if zone == "domestic" else 3.4), 2)


def main():
    archive = []
    rec = Recorder(archive)
    rec.log("info", "service started")
    rec.log("warn", "disk 91% full")
    rec.log("debug", "cache warm")
    rec.extend(rec.lines)
    print("\n".join(archive))
    print("warnings:", rec.count("warn"), "sev of error:", rec.get("error"))
    for weight, zone in [(2, "domestic"), (5, "abroad"), (2, "domestic")]:
        print(f"{weight}kg {zone}: {shipping_cost(weight, zone)}")
    print("cached:", list(shipping_cost.keys()), shipping_cost.get((5, "abroad")))
    shipping_cost.update({(1, "domestic"): 0.0})
    print("promo:", shipping_cost(1, "domestic"))
    shipping_cost.clear()
    print("after clear:", list(shipping_cost.keys()), shipping_cost.__name__)
    try:
        shipping_cost.pop()
    except AttributeError as exc:
        print("AttributeError:", exc)


if __name__ == "__main__":
    main()
