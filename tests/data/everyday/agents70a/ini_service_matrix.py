import configparser

CONFIG = """
[DEFAULT]
timeout = 30
retries = 3
log_level = info

[api]
port = 8080
workers = 4
log_level = debug

[worker]
port = 9090
workers = 8
timeout = 120
queues = emails, reports ,  billing

[scheduler]
port = 9100
enabled = no
"""


def main():
    cp = configparser.ConfigParser()
    cp.read_string(CONFIG)
    print("sections:", cp.sections())
    keys = ["port", "workers", "timeout", "retries", "log_level"]
    print(f"{'service':<10}" + "".join(f"{k:>10}" for k in keys))
    for name in cp.sections():
        sec = cp[name]
        cells = []
        for k in keys:
            cells.append(f"{sec.get(k, '-'):>10}")
        print(f"{name:<10}" + "".join(cells))
    total_workers = sum(cp.getint(s, "workers", fallback=1) for s in cp.sections())
    print("total workers:", total_workers)
    enabled = [s for s in cp.sections() if cp.getboolean(s, "enabled", fallback=True)]
    print("enabled:", ", ".join(enabled))
    queues = [q.strip() for q in cp["worker"]["queues"].split(",")]
    print("queues:", queues)
    slow = {s: cp[s].getint("timeout") for s in cp.sections() if cp[s].getint("timeout") > 60}
    print("slow services:", slow)
    print("has option 'queues' in api?", cp.has_option("api", "queues"))
    print("defaults:", dict(cp.defaults()))
    return total_workers


if __name__ == "__main__":
    main()
