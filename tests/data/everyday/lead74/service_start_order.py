import json

RAW = '''
{"services": [
  {"name": "api", "replicas": 3, "env": {"LOG_LEVEL": "info", "PORT": "8080"}, "depends_on": ["db", "cache"]},
  {"name": "worker", "replicas": 2, "env": {"LOG_LEVEL": "debug"}, "depends_on": ["db", "queue"]},
  {"name": "db", "replicas": 1, "env": {}, "depends_on": []},
  {"name": "cache", "replicas": 1, "env": {"MAXMEM": "256mb"}},
  {"name": "queue", "replicas": 0, "env": {}, "depends_on": ["db"]}
]}
'''


def validate(cfg):
    problems = []
    names = {s["name"] for s in cfg["services"]}
    for svc in cfg["services"]:
        for dep in svc.get("depends_on", []):
            if dep not in names:
                problems.append(f"{svc['name']}: unknown dependency {dep!r}")
        if svc["replicas"] < 1:
            problems.append(f"{svc['name']}: replicas must be >= 1 (got {svc['replicas']})")
        port = svc["env"].get("PORT")
        if port is not None and not port.isdigit():
            problems.append(f"{svc['name']}: PORT not numeric")
    return problems


def start_order(cfg):
    deps = {s["name"]: set(s.get("depends_on", [])) for s in cfg["services"]}
    order = []
    while deps:
        ready = sorted(n for n, d in deps.items() if not d)
        if not ready:
            raise ValueError("cycle among " + ", ".join(sorted(deps)))
        for n in ready:
            order.append(n)
            del deps[n]
        for d in deps.values():
            d.difference_update(ready)
    return order


def main():
    cfg = json.loads(RAW)
    for p in validate(cfg):
        print("WARN", p)
    print(" -> ".join(start_order(cfg)))
    summary = {s["name"]: {"replicas": s["replicas"], "env_keys": sorted(s["env"])} for s in cfg["services"]}
    print(json.dumps(summary, indent=2, sort_keys=True))
    total = sum(s["replicas"] for s in cfg["services"])
    print(f"total replicas: {total}")
