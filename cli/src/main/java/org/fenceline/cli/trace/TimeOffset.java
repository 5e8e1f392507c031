package org.fenceline.cli.trace;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A time since the trace start, given as "1.5" (seconds) or with a unit: "1.5s", "300ms", "20us", "100ns". */
final class TimeOffset implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        String v = value.trim();
        double scale = 1e9;
        String number = v;
        for (String[] unit : new String[][] {{"ns", "1"}, {"us", "1e3"}, {"ms", "1e6"}, {"s", "1e9"}}) {
            if (v.endsWith(unit[0])) {
                scale = Double.parseDouble(unit[1]);
                number = v.substring(0, v.length() - unit[0].length());
                break;
            }
        }
        try {
            double t = Double.parseDouble(number) * scale;
            if (t < 0 || Double.isNaN(t)) {
                throw new TypeConversionException("'" + value + "' is not a time >= 0");
            }
            return Math.round(t);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a time (examples: 1.5, 300ms, 20us, 100ns)");
        }
    }
}
