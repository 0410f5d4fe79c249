package dev.rustpqc.demo;

/** One operation of one provider, run repeatedly by the speed run. */
@FunctionalInterface
interface SpeedRunOperation {
    void run() throws Exception;
}
