#!/usr/bin/env python3
"""Reference values for packages/domain/src/analytics/statistics.test.ts (issue 15).

Run once with SciPy (`python3 scripts/stats-reference.py`); the printed numbers are copied into
statistics.test.ts, to at least 6 significant digits. With `--fixture <path>` (Debian's
python3-scipy and python3-statsmodels: `/usr/bin/python3 scripts/stats-reference.py --fixture
packages/domain/src/analytics/reference-fixture.ts`) it writes the analysis fixture instead: Welch,
Hedges' g with its exact noncentral-t CI, ANCOVA by statsmodels OLS, Holm by statsmodels'
multipletests and the per-participant heart-rate summary. Cohen's d has no SciPy function: its
pooled-SD formula and the normal-approximation CI (Hedges & Olkin) are written out here with
numpy and scipy.stats.norm, as the domain code does with stdlib.
"""
import json
import math

import numpy as np
from scipy import stats

CASES = {
    "welch_unequal": ([4.1, 5.3, 6.2, 5.8, 7.0, 6.6, 5.1], [3.2, 4.4, 3.9, 5.0]),
    "welch_equal": ([88.5, 91.2, 79.4, 85.0, 90.1, 83.3], [80.2, 78.9, 84.1, 76.5, 82.0, 79.8]),
    "paired_before": [72, 80, 68, 90, 75, 77, 84, 70],
    "paired_after": [66, 74, 67, 82, 71, 75, 76, 69],
    "corr_x": [10, 25, 40, 15, 60, 35, 5, 50, 45],
    "corr_y": [1.2, 2.5, 4.1, 0.8, 6.0, 3.3, -0.5, 4.4, 5.2],
}


def cohens_d(x, y):
    x, y = np.asarray(x, float), np.asarray(y, float)
    nx, ny = len(x), len(y)
    pooled = ((nx - 1) * x.var(ddof=1) + (ny - 1) * y.var(ddof=1)) / (nx + ny - 2)
    d = (x.mean() - y.mean()) / math.sqrt(pooled)
    se = math.sqrt((nx + ny) / (nx * ny) + d**2 / (2 * (nx + ny)))
    z = stats.norm.ppf(0.975)
    return {"d": d, "low": d - z * se, "high": d + z * se}


def welch(x, y):
    res = stats.ttest_ind(x, y, equal_var=False)
    ci = res.confidence_interval(0.95)
    return {"t": res.statistic, "df": res.df, "p": res.pvalue, "difference": np.mean(x) - np.mean(y), "low": ci.low, "high": ci.high}


def print_statistics_reference():
    """The values of statistics.test.ts (SciPy >= 1.11: ttest_ind's confidence_interval)."""
    out = {}
    for name in ("welch_unequal", "welch_equal"):
        x, y = CASES[name]
        out[name] = {"welch": welch(x, y), "cohen": cohens_d(x, y), "sd_x": float(np.std(x, ddof=1))}

    paired = stats.ttest_rel(CASES["paired_after"], CASES["paired_before"])
    pci = paired.confidence_interval(0.95)
    out["paired"] = {
        "t": paired.statistic, "df": paired.df, "p": paired.pvalue,
        "mean_change": float(np.mean(np.subtract(CASES["paired_after"], CASES["paired_before"]))),
        "low": pci.low, "high": pci.high,
    }

    corr = stats.pearsonr(CASES["corr_x"], CASES["corr_y"])
    cci = corr.confidence_interval(0.95)
    out["pearson"] = {"r": corr.statistic, "p": corr.pvalue, "low": cci.low, "high": cci.high}

    print(json.dumps(out, indent=2, default=float))


# --- The analysis rules of docs/decisions/017-analysis-itt-participant-unit.md --------------------
# A fixed study (one row per participant: arm, baseline-phase mean, intervention-phase mean) and
# heart-rate sessions nested in participants. `--fixture` writes the inputs and SciPy/statsmodels'
# answers to packages/domain/src/analytics/reference-fixture.ts, which the domain tests read; CI
# never runs this script, only the committed fixture.

STUDY = [
    # (participant, arm, baseline mean, intervention mean)
    ("P01", "experiment", 82.1, 88.4), ("P02", "experiment", 76.5, 84.0), ("P03", "experiment", 88.0, 90.2),
    ("P04", "experiment", 79.3, 86.9), ("P05", "experiment", 84.6, 87.1), ("P06", "experiment", 71.2, 80.5),
    ("P07", "experiment", 86.9, 89.8), ("P08", "experiment", 80.0, 83.3), ("P09", "experiment", 77.7, 85.6),
    ("P10", "control", 83.4, 84.0), ("P11", "control", 78.8, 79.1), ("P12", "control", 85.5, 84.2),
    ("P13", "control", 74.9, 77.3), ("P14", "control", 81.2, 80.6), ("P15", "control", 87.3, 88.9),
    ("P16", "control", 79.9, 81.5), ("P17", "control", 76.1, 75.0),
]
SECONDARY_P = [0.012, 0.049, 0.31, 0.0041]
HR_SESSIONS = [
    # (participant, before, after): unequal numbers of sessions per participant
    ("A", 82, 75), ("A", 80, 76), ("A", 85, 77), ("A", 79, 74), ("A", 81, 75), ("A", 84, 78),
    ("B", 70, 69), ("B", 72, 70),
    ("C", 90, 84), ("C", 88, 85), ("C", 91, 83),
    ("D", 76, 75),
    ("E", 68, 66), ("E", 71, 67), ("E", 69, 68), ("E", 70, 65),
]


def hedges(x, y):
    from scipy.special import gammaln
    x, y = np.asarray(x, float), np.asarray(y, float)
    nx, ny = len(x), len(y)
    df = nx + ny - 2
    d = cohens_d(x, y)["d"]
    j = math.exp(gammaln(df / 2) - 0.5 * math.log(df / 2) - gammaln((df - 1) / 2))
    scale = math.sqrt(1 / nx + 1 / ny)
    t = d / scale
    from scipy.optimize import brentq
    lo = brentq(lambda nc: stats.nct.cdf(t, df, nc) - 0.975, t - 30, t + 30, xtol=1e-14)
    hi = brentq(lambda nc: stats.nct.cdf(t, df, nc) - 0.025, t - 30, t + 30, xtol=1e-14)
    return {"d": d, "g": d * j, "j": j, "low": lo * scale * j, "high": hi * scale * j}


def welch_by_formula(x, y):
    """Welch's test without SciPy >= 1.11's confidence_interval (Debian's SciPy with statsmodels is 1.10)."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    vx, vy = x.var(ddof=1) / len(x), y.var(ddof=1) / len(y)
    df = (vx + vy) ** 2 / (vx**2 / (len(x) - 1) + vy**2 / (len(y) - 1))
    res = stats.ttest_ind(x, y, equal_var=False)
    margin = stats.t.ppf(0.975, df) * math.sqrt(vx + vy)
    diff = x.mean() - y.mean()
    return {"t": res.statistic, "df": df, "p": res.pvalue, "difference": diff, "low": diff - margin, "high": diff + margin}


def analysis_reference():
    import statsmodels.formula.api as smf
    import pandas as pd
    from statsmodels.stats.multitest import multipletests

    frame = pd.DataFrame(STUDY, columns=["participant", "arm", "baseline", "follow"])
    frame["experiment"] = (frame["arm"] == "experiment").astype(int)
    frame["change"] = frame["follow"] - frame["baseline"]
    exp = frame[frame.experiment == 1]["change"].to_numpy()
    ctl = frame[frame.experiment == 0]["change"].to_numpy()
    fit = smf.ols("follow ~ experiment + baseline", data=frame).fit()
    ci = fit.conf_int(0.05).loc["experiment"]
    hr = pd.DataFrame(HR_SESSIONS, columns=["participant", "before", "after"]).groupby("participant").mean()
    paired = stats.ttest_rel(hr["after"], hr["before"])
    pci = paired.confidence_interval(0.95)
    return {
        "welch": welch_by_formula(exp, ctl),
        "hedges": hedges(exp, ctl),
        "hedges_small": hedges([1.2, 2.9, 0.4], [0.1, -0.8, 0.6, 0.3]),
        "ancova": {
            "difference": fit.params["experiment"], "se": fit.bse["experiment"], "t": fit.tvalues["experiment"],
            "p": fit.pvalues["experiment"], "df": fit.df_resid, "low": ci.iloc[0], "high": ci.iloc[1],
            "slope": fit.params["baseline"],
        },
        "holm": list(multipletests(SECONDARY_P, method="holm")[1]),
        "heart_rate": {
            "participants": len(hr), "mean_before": hr["before"].mean(), "mean_after": hr["after"].mean(),
            "t": paired.statistic, "df": paired.df, "p": paired.pvalue,
            "mean_change": float((hr["after"] - hr["before"]).mean()), "low": pci.low, "high": pci.high,
        },
    }


def write_fixture(path):
    ref = json.loads(json.dumps(analysis_reference(), default=float))
    inputs = {
        "study": [{"participant": p, "arm": a, "baseline": b, "followUp": f} for p, a, b, f in STUDY],
        "secondaryP": SECONDARY_P,
        "heartRate": [{"participant": p, "before": b, "after": a} for p, b, a in HR_SESSIONS],
        "hedgesSmall": {"x": [1.2, 2.9, 0.4], "y": [0.1, -0.8, 0.6, 0.3]},
    }
    with open(path, "w", encoding="utf-8") as out:
        out.write("/**\n * Written by scripts/stats-reference.py --fixture (SciPy, statsmodels); do not edit by hand.\n")
        out.write(" * Inputs and reference answers for the analysis rules of docs/decisions/017-analysis-itt-participant-unit.md.\n */\n")
        out.write("export const REFERENCE_INPUTS = " + json.dumps(inputs, indent=2) + " as const;\n\n")
        out.write("export const REFERENCE_VALUES = " + json.dumps(ref, indent=2) + " as const;\n")


if __name__ == "__main__":
    import sys
    if "--fixture" in sys.argv:
        write_fixture(sys.argv[sys.argv.index("--fixture") + 1])
    else:
        print_statistics_reference()
