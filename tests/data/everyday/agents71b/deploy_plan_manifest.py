"""Build a staged deployment plan from a service manifest.

Services declare dependencies; we deploy in waves so that every service
starts only after everything it needs is healthy. Canary services get a
smaller initial replica count.
"""
from dataclasses import dataclass, field
from graphlib import TopologicalSorter, CycleError

MANIFEST = [
    {"name": "postgres", "image": "postgres:15.4", "replicas": 1, "needs": []},
    {"name": "redis", "image": "redis:7.2", "replicas": 1, "needs": []},
    {"name": "auth", "image": "acme/auth:2.3.1", "replicas": 3, "needs": ["postgres", "redis"]},
    {"name": "billing", "image": "acme/billing:1.9.0", "replicas": 2, "needs": ["postgres", "auth"], "canary": True},
    {"name": "api", "image": "acme/api:4.0.2", "replicas": 4, "needs": ["auth", "billing", "redis"]},
    {"name": "web", "image": "acme/web:4.0.2", "replicas": 2, "needs": ["api"]},
    {"name": "worker", "image": "acme/worker:1.1.0", "replicas": 2, "needs": ["redis", "billing"], "canary": True},
]


@dataclass
class Service:
    name: str
    image: str
    replicas: int
    needs: list = field(default_factory=list)
    canary: bool = False

    @property
    def tag(self):
        return self.image.rsplit(":", 1)[1]

    def initial_replicas(self):
        return 1 if self.canary else self.replicas


class ManifestError(Exception):
    pass


def load(manifest):
    services = {}
    for raw in manifest:
        svc = Service(**raw)
        if svc.name in services:
            raise ManifestError(f"duplicate service {svc.name!r}")
        services[svc.name] = svc
    for svc in services.values():
        missing = [n for n in svc.needs if n not in services]
        if missing:
            raise ManifestError(f"{svc.name} needs unknown {', '.join(missing)}")
    return services


def waves(services):
    ts = TopologicalSorter({s.name: s.needs for s in services.values()})
    ts.prepare()
    out = []
    while ts.is_active():
        ready = sorted(ts.get_ready())
        out.append(ready)
        ts.done(*ready)
    return out


def main():
    services = load(MANIFEST)
    plan = waves(services)
    total = 0
    for i, wave in enumerate(plan, start=1):
        print(f"wave {i}:")
        for name in wave:
            svc = services[name]
            n = svc.initial_replicas()
            total += n
            flag = " (canary)" if svc.canary else ""
            print(f"  deploy {name:<8} tag={svc.tag:<7} replicas={n}{flag}")
    print(f"total pods at first rollout: {total}")

    bad = MANIFEST + [{"name": "cron", "image": "acme/cron:0.1", "replicas": 1, "needs": ["mailer"]}]
    try:
        load(bad)
    except ManifestError as e:
        print("rejected:", e)

    cyclic = {"a": ["b"], "b": ["c"], "c": ["a"]}
    try:
        list(TopologicalSorter(cyclic).static_order())
    except CycleError as e:
        print("cycle detected:", e.args[0])
    return len(plan)


if __name__ == "__main__":
    main()
