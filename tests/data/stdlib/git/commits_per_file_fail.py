from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.runs_at_most(3))
def main() -> None:
    for name in ["a.txt", "b.txt"]:
        git("add", [name], "/work/repo")
        git("commit", ["-m", "add " + name], "/work/repo")
