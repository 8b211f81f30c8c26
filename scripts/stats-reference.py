#!/usr/bin/env python3
"""Reference values for packages/domain/src/analytics/statistics.test.ts (issue 15).

Run once with Debian's python3-scipy (`python3 scripts/stats-reference.py`); the printed numbers
are copied into the test, to at least 6 significant digits. Cohen's d has no SciPy function: its
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
