package dev.rustpqc.fips;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The symbols of a 64-bit little-endian ELF shared library, read from its section headers: the
 * dynamic ones (what the library exports) and the static ones (where the FIPS module's text lies),
 * each with the file offset of its address.
 */
final class ElfSymbols {
    /** One symbol: its name, whether it is global and defined, and its address's file offset (or -1). */
    record Symbol(String name, boolean globalDefined, long fileOffset) {
    }

    private record Section(int type, long address, long offset, long size, int link) {
    }

    private static final int SHT_SYMTAB = 2;
    private static final int SHT_DYNSYM = 11;
    private static final int SHN_UNDEF = 0;

    private final ByteBuffer elf;
    private final List<Section> sections = new ArrayList<>();

    ElfSymbols(Path library) throws IOException {
        elf = ByteBuffer.wrap(Files.readAllBytes(library)).order(ByteOrder.LITTLE_ENDIAN);
        if (elf.getInt(0) != 0x464c457f || elf.get(4) != 2 || elf.get(5) != 1) {
            throw new IOException(library + " is not a 64-bit little-endian ELF file");
        }
        long headers = elf.getLong(0x28);
        int size = Short.toUnsignedInt(elf.getShort(0x3a));
        int count = Short.toUnsignedInt(elf.getShort(0x3c));
        for (int i = 0; i < count; i++) {
            int at = Math.toIntExact(headers + (long) i * size);
            sections.add(new Section(elf.getInt(at + 4), elf.getLong(at + 0x10), elf.getLong(at + 0x18),
                    elf.getLong(at + 0x20), elf.getInt(at + 0x28)));
        }
    }

    /** The symbols the dynamic linker sees: what the library exports (and imports). */
    List<Symbol> dynamic() {
        return symbols(SHT_DYNSYM);
    }

    /** The static symbol table (local symbols included), or none when the library was stripped of it. */
    List<Symbol> all() {
        return symbols(SHT_SYMTAB);
    }

    private List<Symbol> symbols(int type) {
        List<Symbol> found = new ArrayList<>();
        for (Section table : sections) {
            if (table.type() != type) {
                continue;
            }
            Section strings = sections.get(table.link());
            for (long at = table.offset(); at + 24 <= table.offset() + table.size(); at += 24) {
                int entry = Math.toIntExact(at);
                String name = string(strings, elf.getInt(entry));
                int binding = (elf.get(entry + 4) & 0xff) >> 4;
                int sectionIndex = Short.toUnsignedInt(elf.getShort(entry + 6));
                long value = elf.getLong(entry + 8);
                found.add(new Symbol(name, binding != 0 && sectionIndex != SHN_UNDEF, fileOffset(value)));
            }
        }
        return found;
    }

    /** The file offset of an address inside a section that has file contents, or -1. */
    private long fileOffset(long address) {
        for (Section section : sections) {
            if (section.type() != 8 && section.address() != 0 && address >= section.address()
                    && address < section.address() + section.size()) {
                return address - section.address() + section.offset();
            }
        }
        return -1;
    }

    private String string(Section strings, int index) {
        int start = Math.toIntExact(strings.offset() + index);
        int end = start;
        while (elf.get(end) != 0) {
            end++;
        }
        byte[] bytes = new byte[end - start];
        elf.get(start, bytes);
        return new String(bytes, StandardCharsets.US_ASCII);
    }
}
