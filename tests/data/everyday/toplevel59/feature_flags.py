"""Feature flags with a module-level counter that functions update through `global`."""
import os.path

FLAGS = {"beta_ui": False, "fast_export": True, "audit": True}
OVERRIDES = "beta_ui=on,audit=off,unknown=on"
CHECKS = 0
ERRORS = []

for pair in OVERRIDES.split(","):
    key, _, value = pair.partition("=")
    if key not in FLAGS:
        ERRORS.append(f"unknown flag {key}")
        continue
    FLAGS[key] = value == "on"
else:
    pair = None


def enabled(name):
    global CHECKS
    CHECKS += 1
    return FLAGS.get(name, False)


def reset():
    global CHECKS, ERRORS
    CHECKS = 0
    ERRORS = []


enabled("audit")
enabled("beta_ui")
STARTUP_CHECKS = CHECKS
EXPORT_DIR = os.path.join("out", "fast" if enabled("fast_export") else "slow")
print("flags loaded:", sorted(k for k, v in FLAGS.items() if v), ERRORS)


def main():
    print(STARTUP_CHECKS, CHECKS, EXPORT_DIR, pair)
    reset()
    for name in ["audit", "beta_ui", "dark_mode"]:
        print(name, enabled(name))
    print("checks:", CHECKS, "errors:", ERRORS)
    return CHECKS


if __name__ == "__main__":
    main()
