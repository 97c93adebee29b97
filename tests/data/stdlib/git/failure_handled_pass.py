from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.never_subcommands(["reset", "clean", "push"]))
def main() -> str:
    try:
        return git("commit", ["-m", "nightly"], "/work/repo")
    except RuntimeError as e:
        print("nothing to commit:", e)
        return git("status", [], "/work/repo")
