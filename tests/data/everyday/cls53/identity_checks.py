"""Check callables for identity when de-duplicating a list of hooks."""


def start():
    return "start"


def helper():
    return "helper"


class Job:
    def run(self):
        return "run"


def main():
    hooks = [start, helper, start, str.upper, str.upper, len]
    unique = []
    for h in hooks:
        if not any(h is u for u in unique):
            unique.append(h)
    print(len(unique))
    print(start is start, start is not helper, start == start, start != helper)
    print(str.upper is str.upper, str.upper == str.lower)
    job = Job()
    print(job.run == job.run, job.run is job.run, Job.run is Job.run)
    print([f() for f in [start, helper]])
    print(callable(start), callable(job.run))


if __name__ == "__main__":
    main()
