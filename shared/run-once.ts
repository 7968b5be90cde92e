// A function that runs `run` the first time it is called and does nothing after: for work started by whichever of
// several signals comes first (a painted frame or a time limit, the live page or a time limit).
export function runOnce(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}
